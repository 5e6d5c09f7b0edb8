import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsHeatmapChartsPage() {
  return <PlannedPage />;
}
