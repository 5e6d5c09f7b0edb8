import { BubbleChartsDemo } from '@/ui/demos/charts/bubble-charts';

export default function BubbleChartsPage() {
  return <BubbleChartsDemo />;
}
