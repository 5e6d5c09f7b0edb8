import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsRangeAreaChartsPage() {
  return <PlannedPage />;
}
