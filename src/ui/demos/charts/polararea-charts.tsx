import { PageHeader } from '@/ui';
import { AXIS_TOOLTIP, ITEM_TOOLTIP, LEGEND, seriesNames } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { APPOINTMENTS_BY_TYPE, DESIGNERS, DESIGNER_WORKLOAD, LEAD_SOURCES } from './sample-series';

const BOTTOM_LEGEND = { bottom: 0, type: 'scroll' as const };

const examples: ChartExample[] = [
  {
    title: 'Polar area',
    description: 'Appointments by type: equal angles, the area of each slice tells the count.',
    label: 'Appointments by type, polar area',
    option: {
      tooltip: ITEM_TOOLTIP,
      legend: BOTTOM_LEGEND,
      series: [
        {
          name: 'Appointments',
          type: 'pie',
          roseType: 'area',
          radius: ['10%', '75%'],
          center: ['50%', '45%'],
          itemStyle: { borderRadius: 4 },
          label: { show: false },
          data: APPOINTMENTS_BY_TYPE,
        },
      ],
    },
  },
  {
    title: 'Rose by radius',
    description: 'Lead sources: slice angle and length both grow with the count.',
    label: 'Lead sources, rose',
    option: {
      tooltip: ITEM_TOOLTIP,
      legend: BOTTOM_LEGEND,
      series: [
        {
          name: 'Leads',
          type: 'pie',
          roseType: 'radius',
          radius: ['10%', '75%'],
          center: ['50%', '45%'],
          label: { show: false },
          data: LEAD_SOURCES,
        },
      ],
    },
  },
  {
    title: 'Stacked polar bars',
    description: 'Designers’ open designs by status, one spoke per designer.',
    label: 'Designer workload by status',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      polar: { radius: ['8%', '70%'], center: ['50%', '56%'] },
      angleAxis: { type: 'category', data: DESIGNERS },
      radiusAxis: { type: 'value' },
      series: seriesNames(DESIGNER_WORKLOAD).map((status) => ({
        name: status,
        type: 'bar' as const,
        coordinateSystem: 'polar',
        stack: 'designs',
        data: [...DESIGNER_WORKLOAD[status]],
      })),
    },
  },
];

export function PolarareaChartsDemo() {
  return (
    <>
      <PageHeader
        title="Polar area charts"
        description="Amounts as slices of equal angle and growing radius."
      />
      <ChartExamples examples={examples} />
    </>
  );
}
