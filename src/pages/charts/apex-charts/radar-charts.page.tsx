import { RadarChartsDemo } from '@/ui/demos/charts/radar-charts';

export default function RadarChartsPage() {
  return <RadarChartsDemo />;
}
