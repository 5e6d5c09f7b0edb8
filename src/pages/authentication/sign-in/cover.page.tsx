import { PlannedPage } from '@/pages/planned-page';

export default function SignInCoverPage() {
  return <PlannedPage />;
}
