import { RangeAreaChartsDemo } from '@/ui/demos/charts/range-area-charts';

export default function RangeAreaChartsPage() {
  return <RangeAreaChartsDemo />;
}
