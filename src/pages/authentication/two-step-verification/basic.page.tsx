import { PlannedPage } from '@/pages/planned-page';

export default function TwoStepVerificationBasicPage() {
  return <PlannedPage />;
}
