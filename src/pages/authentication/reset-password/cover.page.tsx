import { PlannedPage } from '@/pages/planned-page';

export default function ResetPasswordCoverPage() {
  return <PlannedPage />;
}
