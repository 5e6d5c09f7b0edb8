import { HeatmapChartsDemo } from '@/ui/demos/charts/heatmap-charts';

export default function HeatmapChartsPage() {
  return <HeatmapChartsDemo />;
}
