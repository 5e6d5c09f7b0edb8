import { PlannedPage } from '@/pages/planned-page';

export default function AuthenticationComingSoonPage() {
  return <PlannedPage />;
}
