import { AreaChartsDemo } from '@/ui/demos/charts/area-charts';

export default function AreaChartsPage() {
  return <AreaChartsDemo />;
}
