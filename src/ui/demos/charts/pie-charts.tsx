import { PageHeader, type ChartOption } from '@/ui';
import { ITEM_TOOLTIP, lakh } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { APPOINTMENTS_BY_TYPE, LEAD_SOURCES, QUOTATION_STATUS_SHARE, STOCK_VALUE } from './sample-series';

const BOTTOM_LEGEND = { bottom: 0, type: 'scroll' as const };
const PERCENT_LABEL = { show: true, formatter: '{d}%', position: 'inside' as const };

const stockGroups = STOCK_VALUE.map((group) => ({
  name: group.name,
  value: Math.round(group.children.reduce((sum, item) => sum + item.value, 0) * 10) / 10,
}));

const examples: ChartExample[] = [
  {
    title: 'Pie',
    description: 'Leads received this year by source.',
    label: 'Lead sources',
    option: {
      tooltip: ITEM_TOOLTIP,
      legend: BOTTOM_LEGEND,
      series: [
        {
          name: 'Leads',
          type: 'pie',
          radius: '70%',
          center: ['50%', '45%'],
          // Slices under 15° are too thin for a label; the legend and the data table still name them.
          minShowLabelAngle: 15,
          label: PERCENT_LABEL,
          data: LEAD_SOURCES,
        },
      ],
    },
  },
  {
    title: 'Donut',
    description: 'Quotations this quarter by status.',
    label: 'Quotations by status',
    option: (theme): ChartOption => ({
      tooltip: ITEM_TOOLTIP,
      legend: BOTTOM_LEGEND,
      series: [
        {
          name: 'Quotations',
          type: 'pie',
          radius: ['45%', '72%'],
          center: ['50%', '45%'],
          padAngle: 2,
          itemStyle: { borderRadius: 4 },
          label: { show: true, position: 'outside', formatter: '{c}', color: theme.text },
          data: QUOTATION_STATUS_SHARE,
        },
      ],
    }),
  },
  {
    title: 'Half donut',
    description: 'Appointments booked this quarter by type.',
    label: 'Appointments by type',
    option: {
      tooltip: ITEM_TOOLTIP,
      legend: BOTTOM_LEGEND,
      series: [
        {
          name: 'Appointments',
          type: 'pie',
          radius: ['60%', '115%'],
          center: ['50%', '80%'],
          startAngle: 180,
          endAngle: 360,
          label: { show: false },
          data: APPOINTMENTS_BY_TYPE,
        },
      ],
    },
  },
  {
    title: 'Nested',
    description: 'Stock value: groups inside, their items in the outer ring.',
    label: 'Stock value by group and item',
    // Items take their group's colour, so the outer ring reads as the inner one split up.
    option: (theme): ChartOption => ({
      tooltip: { ...ITEM_TOOLTIP, valueFormatter: (value) => lakh(Number(value)) },
      series: [
        {
          name: 'Group',
          type: 'pie',
          radius: ['0%', '42%'],
          minShowLabelAngle: 30,
          label: { show: true, position: 'inner', fontSize: 11 },
          data: stockGroups,
        },
        {
          name: 'Item',
          type: 'pie',
          radius: ['50%', '75%'],
          label: { show: false },
          data: STOCK_VALUE.flatMap((group, groupIndex) =>
            group.children.map((item) => ({
              ...item,
              itemStyle: { color: theme.palette[groupIndex % theme.palette.length] },
            })),
          ),
        },
      ],
    }),
  },
];

export function PieChartsDemo() {
  return (
    <>
      <PageHeader
        title="Pie charts"
        description="Shares of a whole: pie, donut, half donut and nested rings."
      />
      <ChartExamples examples={examples} />
    </>
  );
}
