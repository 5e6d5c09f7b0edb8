import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsRadarChartsPage() {
  return <PlannedPage />;
}
