/**
 * What the rest of the app imports: the Chart loaded on first use, so ECharts stays in its own chunk
 * and off every screen that draws no chart.
 */
import { Skeleton } from '@chakra-ui/react';
import { lazy, Suspense } from 'react';
import type { ChartProps } from './chart-types';

const Chart = lazy(() => import('./chart'));

export function LazyChart(props: ChartProps) {
  return (
    <Suspense fallback={<Skeleton h={`${props.height ?? 320}px`} w="full" borderRadius="md" />}>
      <Chart {...props} />
    </Suspense>
  );
}
