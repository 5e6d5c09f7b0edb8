import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsBoxplotChartsPage() {
  return <PlannedPage />;
}
