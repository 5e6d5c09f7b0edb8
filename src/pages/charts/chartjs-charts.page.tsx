import { ChartjsChartsDemo } from '@/ui/demos/charts/chartjs-charts';

export default function ChartjsChartsPage() {
  return <ChartjsChartsDemo />;
}
