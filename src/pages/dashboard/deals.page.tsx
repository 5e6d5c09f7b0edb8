import { PlannedPage } from '@/pages/planned-page';

export default function DashboardDealsPage() {
  return <PlannedPage />;
}
