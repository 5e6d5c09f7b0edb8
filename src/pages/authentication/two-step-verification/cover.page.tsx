import { PlannedPage } from '@/pages/planned-page';

export default function TwoStepVerificationCoverPage() {
  return <PlannedPage />;
}
