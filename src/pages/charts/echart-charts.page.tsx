import { EchartChartsDemo } from '@/ui/demos/charts/echart-charts';

export default function EchartChartsPage() {
  return <EchartChartsDemo />;
}
