import { ScatterChartsDemo } from '@/ui/demos/charts/scatter-charts';

export default function ScatterChartsPage() {
  return <ScatterChartsDemo />;
}
