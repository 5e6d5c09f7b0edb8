import { BoxplotChartsDemo } from '@/ui/demos/charts/boxplot-charts';

export default function BoxplotChartsPage() {
  return <BoxplotChartsDemo />;
}
