import { PlannedPage } from '@/pages/planned-page';

export default function LockScreenBasicPage() {
  return <PlannedPage />;
}
