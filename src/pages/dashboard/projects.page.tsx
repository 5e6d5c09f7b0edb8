import { PlannedPage } from '@/pages/planned-page';

export default function DashboardProjectsPage() {
  return <PlannedPage />;
}
