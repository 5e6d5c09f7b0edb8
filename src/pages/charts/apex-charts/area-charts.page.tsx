import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsAreaChartsPage() {
  return <PlannedPage />;
}
