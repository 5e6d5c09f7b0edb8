import { PlannedPage } from '@/pages/planned-page';

export default function DashboardReportsPage() {
  return <PlannedPage />;
}
