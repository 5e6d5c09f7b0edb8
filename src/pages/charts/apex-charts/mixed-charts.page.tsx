import { MixedChartsDemo } from '@/ui/demos/charts/mixed-charts';

export default function MixedChartsPage() {
  return <MixedChartsDemo />;
}
