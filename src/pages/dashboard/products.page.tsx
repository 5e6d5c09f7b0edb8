import { PlannedPage } from '@/pages/planned-page';

export default function DashboardProductsPage() {
  return <PlannedPage />;
}
