import { RadialbarChartsDemo } from '@/ui/demos/charts/radialbar-charts';

export default function RadialbarChartsPage() {
  return <RadialbarChartsDemo />;
}
