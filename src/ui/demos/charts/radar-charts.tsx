import { PageHeader } from '@/ui';
import { ITEM_TOOLTIP, LEGEND } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { SUPPLIER_CRITERIA, SUPPLIER_SCORES } from './sample-series';

const indicator = SUPPLIER_CRITERIA.map((name) => ({ name, max: 5 }));
const merino = SUPPLIER_SCORES.filter((supplier) => supplier.name === 'Merino');

const examples: ChartExample[] = [
  {
    title: 'Several series',
    description: 'Laminate suppliers scored 1 to 5 by the purchase team.',
    label: 'Laminate supplier scores',
    option: {
      tooltip: ITEM_TOOLTIP,
      legend: LEGEND,
      radar: { indicator, radius: '62%', center: ['50%', '56%'] },
      series: [{ name: 'Supplier', type: 'radar', data: SUPPLIER_SCORES }],
    },
  },
  {
    title: 'Filled',
    description: 'One supplier, its area filled.',
    label: 'Merino supplier scores',
    option: {
      tooltip: ITEM_TOOLTIP,
      radar: { indicator, radius: '65%' },
      series: [{ name: 'Supplier', type: 'radar', areaStyle: { opacity: 0.35 }, data: merino }],
    },
  },
  {
    title: 'Circular grid',
    description: 'The same scores on a round grid with the values labelled.',
    label: 'Laminate supplier scores on a round grid',
    option: {
      tooltip: ITEM_TOOLTIP,
      legend: LEGEND,
      radar: { indicator, shape: 'circle', radius: '62%', center: ['50%', '56%'] },
      series: [
        {
          name: 'Supplier',
          type: 'radar',
          symbolSize: 5,
          data: SUPPLIER_SCORES.map((supplier, index) => ({
            ...supplier,
            label: { show: index === 0 },
          })),
        },
      ],
    },
  },
];

export function RadarChartsDemo() {
  return (
    <>
      <PageHeader title="Radar charts" description="Several criteria per item on spokes from one centre." />
      <ChartExamples examples={examples} />
    </>
  );
}
