import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsTreemapChartsPage() {
  return <PlannedPage />;
}
