import { LineChartsDemo } from '@/ui/demos/charts/line-charts';

export default function LineChartsPage() {
  return <LineChartsDemo />;
}
