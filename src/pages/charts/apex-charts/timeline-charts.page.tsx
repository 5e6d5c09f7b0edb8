import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsTimelineChartsPage() {
  return <PlannedPage />;
}
