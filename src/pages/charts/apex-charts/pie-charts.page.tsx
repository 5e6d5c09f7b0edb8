import { PieChartsDemo } from '@/ui/demos/charts/pie-charts';

export default function PieChartsPage() {
  return <PieChartsDemo />;
}
