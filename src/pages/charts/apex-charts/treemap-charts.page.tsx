import { TreemapChartsDemo } from '@/ui/demos/charts/treemap-charts';

export default function TreemapChartsPage() {
  return <TreemapChartsDemo />;
}
