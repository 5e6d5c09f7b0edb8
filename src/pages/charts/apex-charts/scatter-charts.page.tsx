import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsScatterChartsPage() {
  return <PlannedPage />;
}
