import { PageHeader } from '@/ui';
import { ITEM_TOOLTIP, lakh } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { APPOINTMENTS_BY_TYPE, LEAD_SOURCES, QUOTATION_STATUS_SHARE, STOCK_VALUE } from './sample-series';

const BOTTOM_LEGEND = { bottom: 0, type: 'scroll' as const };
const PERCENT_LABEL = { show: true, formatter: '{d}%', position: 'inside' as const };

const stockGroups = STOCK_VALUE.map((group) => ({
  name: group.name,
  value: Math.round(group.children.reduce((sum, item) => sum + item.value, 0) * 10) / 10,
}));
const stockItems = STOCK_VALUE.flatMap((group) => group.children);

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
    option: {
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
          label: { show: true, position: 'outside', formatter: '{c}' },
          data: QUOTATION_STATUS_SHARE,
        },
      ],
    },
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
          radius: ['50%', '85%'],
          center: ['50%', '70%'],
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
    option: {
      tooltip: { ...ITEM_TOOLTIP, valueFormatter: (value) => lakh(Number(value)) },
      series: [
        {
          name: 'Group',
          type: 'pie',
          radius: ['0%', '35%'],
          label: { show: true, position: 'inner', fontSize: 11 },
          data: stockGroups,
        },
        { name: 'Item', type: 'pie', radius: ['45%', '70%'], label: { show: false }, data: stockItems },
      ],
    },
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
