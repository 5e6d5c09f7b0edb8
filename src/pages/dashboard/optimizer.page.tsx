import { PlannedPage } from '@/pages/planned-page';

export default function DashboardOptimizerPage() {
  return <PlannedPage />;
}
