import { PlannedPage } from '@/pages/planned-page';

export default function ApexChartsPolarareaChartsPage() {
  return <PlannedPage />;
}
