import { PlannedPage } from '@/pages/planned-page';

export default function DashboardTasksPage() {
  return <PlannedPage />;
}
