import { BarChartsDemo } from '@/ui/demos/charts/bar-charts';

export default function BarChartsPage() {
  return <BarChartsDemo />;
}
