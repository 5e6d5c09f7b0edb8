import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsMixedChartsPage() {
  return <PlannedPage />;
}
