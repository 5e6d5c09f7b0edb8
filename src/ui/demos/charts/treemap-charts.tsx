import { PageHeader, type ChartOption, type ChartTheme } from '@/ui';
import { ITEM_TOOLTIP, lakh } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { BOQ_BY_TRADE, STOCK_VALUE } from './sample-series';

const stockWithTotals = STOCK_VALUE.map((group) => ({
  ...group,
  value: Math.round(group.children.reduce((sum, item) => sum + item.value, 0) * 10) / 10,
}));

const treemapBase = (theme: ChartTheme) => ({
  type: 'treemap' as const,
  roam: false,
  nodeClick: false as const,
  breadcrumb: { show: false },
  left: 0,
  top: 0,
  right: 0,
  bottom: 0,
  // Labels take the panel colour: white on the mid-tone tiles of light mode, near-black on dark mode's lighter ones.
  label: {
    color: theme.surface,
    lineHeight: 16,
    formatter: (params: { name: string; value: unknown }) => `${params.name}\n${lakh(Number(params.value))}`,
  },
  itemStyle: { borderColor: theme.surface, borderWidth: 2, gapWidth: 2 },
});

const examples: ChartExample[] = [
  {
    title: 'Nested',
    description: 'Stock value on hand by group, each group split into its items.',
    label: 'Stock value by group and item',
    height: 360,
    option: (theme): ChartOption => ({
      tooltip: { ...ITEM_TOOLTIP, valueFormatter: (value) => lakh(Number(value)) },
      series: [
        {
          ...treemapBase(theme),
          name: 'Stock value (₹ lakh)',
          upperLabel: {
            show: true,
            height: 22,
            color: theme.text,
            // One line: the band is one line high.
            formatter: (params: { name: string; value: unknown }) =>
              `${params.name} · ${lakh(Number(params.value))}`,
          },
          // levels[0] is the root, levels[1] the groups. A group's header band (upperLabel) is painted in
          // its border colour, the panel colour here, so its text takes the text colour.
          levels: [
            { itemStyle: { borderWidth: 0, gapWidth: 3 }, upperLabel: { show: false } },
            { itemStyle: { borderWidth: 3, gapWidth: 1, borderColor: theme.surface } },
            { itemStyle: { gapWidth: 1 } },
          ],
          data: stockWithTotals,
        },
      ],
    }),
  },
  {
    title: 'Flat',
    description: 'BOQ cost of one project by trade category: carpentry dominates.',
    label: 'BOQ cost by trade',
    height: 360,
    option: (theme): ChartOption => ({
      tooltip: { ...ITEM_TOOLTIP, valueFormatter: (value) => lakh(Number(value)) },
      series: [
        {
          ...treemapBase(theme),
          name: 'BOQ cost (₹ lakh)',
          data: BOQ_BY_TRADE.map((trade, index) => ({
            ...trade,
            itemStyle: { color: theme.palette[index % theme.palette.length] },
          })),
        },
      ],
    }),
  },
];

export function TreemapChartsDemo() {
  return (
    <>
      <PageHeader title="Treemap charts" description="Parts of a whole as nested tiles sized by value." />
      <ChartExamples examples={examples} />
    </>
  );
}
