import { PlannedPage } from '@/pages/planned-page';

export default function DashboardJobsPage() {
  return <PlannedPage />;
}
