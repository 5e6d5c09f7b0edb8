import { PlannedPage } from '@/pages/planned-page';

export default function DashboardHrmPage() {
  return <PlannedPage />;
}
