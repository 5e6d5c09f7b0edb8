import { PlannedPage } from '@/pages/planned-page';

export default function AuthLoginPage() {
  return <PlannedPage />;
}
