import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsBarChartsPage() {
  return <PlannedPage />;
}
