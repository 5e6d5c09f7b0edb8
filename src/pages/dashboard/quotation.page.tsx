import { PlannedPage } from '@/pages/planned-page';

export default function DashboardQuotationPage() {
  return <PlannedPage />;
}
