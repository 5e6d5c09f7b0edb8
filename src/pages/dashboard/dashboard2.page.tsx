import { PlannedPage } from '@/pages/planned-page';

export default function DashboardDashboard2Page() {
  return <PlannedPage />;
}
