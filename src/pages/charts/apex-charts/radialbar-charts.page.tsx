import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsRadialbarChartsPage() {
  return <PlannedPage />;
}
