import { PlannedPage } from '@/pages/planned-page';

export default function ResetPasswordBasicPage() {
  return <PlannedPage />;
}
