import { PolarareaChartsDemo } from '@/ui/demos/charts/polararea-charts';

export default function PolarareaChartsPage() {
  return <PolarareaChartsDemo />;
}
