import { ColumnChartsDemo } from '@/ui/demos/charts/column-charts';

export default function ColumnChartsPage() {
  return <ColumnChartsDemo />;
}
