import { PlannedPage } from '@/pages/planned-page';

export default function DashboardStocksPage() {
  return <PlannedPage />;
}
