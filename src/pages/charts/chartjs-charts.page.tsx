import { PlannedPage } from '@/pages/planned-page';

export default function ChartsChartjsChartsPage() {
  return <PlannedPage />;
}
