import { PlannedPage } from '@/pages/planned-page';

export default function DashboardLeadsPage() {
  return <PlannedPage />;
}
