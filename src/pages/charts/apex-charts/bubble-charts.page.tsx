import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsBubbleChartsPage() {
  return <PlannedPage />;
}
