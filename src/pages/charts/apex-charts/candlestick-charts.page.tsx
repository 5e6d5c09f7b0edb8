import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsCandlestickChartsPage() {
  return <PlannedPage />;
}
