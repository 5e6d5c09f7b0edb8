import { PlannedPage } from '@/pages/planned-page';

export default function ChartsEchartChartsPage() {
  return <PlannedPage />;
}
