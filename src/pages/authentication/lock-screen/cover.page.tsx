import { PlannedPage } from '@/pages/planned-page';

export default function LockScreenCoverPage() {
  return <PlannedPage />;
}
