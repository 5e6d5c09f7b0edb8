import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsPieChartsPage() {
  return <PlannedPage />;
}
