import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsLineChartsPage() {
  return <PlannedPage />;
}
