import { TimelineChartsDemo } from '@/ui/demos/charts/timeline-charts';

export default function TimelineChartsPage() {
  return <TimelineChartsDemo />;
}
