import { PlannedPage } from '@/pages/planned-page';

export default function SignInBasicPage() {
  return <PlannedPage />;
}
