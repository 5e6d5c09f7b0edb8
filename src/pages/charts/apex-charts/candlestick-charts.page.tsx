import { CandlestickChartsDemo } from '@/ui/demos/charts/candlestick-charts';

export default function CandlestickChartsPage() {
  return <CandlestickChartsDemo />;
}
