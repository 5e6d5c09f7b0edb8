import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsColumnChartsPage() {
  return <PlannedPage />;
}
