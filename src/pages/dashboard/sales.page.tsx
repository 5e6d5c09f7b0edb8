import { PlannedPage } from '@/pages/planned-page';

export default function DashboardSalesPage() {
  return <PlannedPage />;
}
