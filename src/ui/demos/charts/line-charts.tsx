import { Button, Group, Stack } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LazyChart, PageHeader, DemoGrid, DemoSection, type ChartOption } from '@/ui';
import { AXIS_TOOLTIP, GRID, PLAIN_GRID, LEGEND, lakh } from './chart-kit';
import { ChartExamples, type ChartExample } from './chart-examples';
import { MONTHLY_SALES, MONTHS, ORDERS_PER_MONTH, PANEL_CONSUMPTION, SALES_TARGET } from './sample-series';

type FinancialYear = keyof typeof MONTHLY_SALES;
const YEARS = Object.keys(MONTHLY_SALES) as FinancialYear[];

const salesOption = (year: FinancialYear): ChartOption => ({
  tooltip: AXIS_TOOLTIP,
  grid: PLAIN_GRID,
  xAxis: { type: 'category', name: 'Month', data: MONTHS, boundaryGap: false },
  yAxis: { type: 'value', axisLabel: { formatter: lakh } },
  series: [{ name: `Sales ${year} (₹ lakh)`, type: 'line', data: [...MONTHLY_SALES[year]] }],
});

const examples: ChartExample[] = [
  {
    title: 'Against target',
    description: 'Two series: the target dashed, the year’s average marked.',
    label: 'Sales against target, FY 2025-26',
    option: {
      tooltip: AXIS_TOOLTIP,
      legend: LEGEND,
      grid: GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS },
      yAxis: { type: 'value', axisLabel: { formatter: lakh } },
      series: [
        {
          name: 'Sales (₹ lakh)',
          type: 'line',
          data: [...MONTHLY_SALES['FY 2025-26']],
          markLine: { data: [{ type: 'average', name: 'Average' }], symbol: 'none' },
        },
        {
          name: 'Target (₹ lakh)',
          type: 'line',
          data: SALES_TARGET,
          lineStyle: { type: 'dashed' },
          symbol: 'none',
        },
      ],
    },
  },
  {
    title: 'Smooth with markers',
    description: 'Orders booked per month, smoothed, every point marked and labelled.',
    label: 'Orders booked per month',
    option: {
      tooltip: AXIS_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS },
      yAxis: { type: 'value' },
      series: [
        {
          name: 'Orders',
          type: 'line',
          smooth: true,
          symbolSize: 8,
          label: { show: true, position: 'top' },
          data: ORDERS_PER_MONTH,
        },
      ],
    },
  },
  {
    title: 'Stepped',
    description: 'Sheets consumed change once a month, so steps tell it better than slopes.',
    label: 'HDHMR sheets consumed per month',
    option: {
      tooltip: AXIS_TOOLTIP,
      grid: PLAIN_GRID,
      xAxis: { type: 'category', name: 'Month', data: MONTHS },
      yAxis: { type: 'value', name: 'Sheets' },
      series: [{ name: 'HDHMR sheets', type: 'line', step: 'middle', data: [...PANEL_CONSUMPTION.HDHMR] }],
    },
  },
];

export function LineChartsDemo() {
  const [year, setYear] = useState<FinancialYear>('FY 2025-26');
  const option = useMemo(() => salesOption(year), [year]);
  return (
    <>
      <PageHeader
        title="Line charts"
        description="Trends over the financial year: sales, orders and consumption."
      />
      <Stack gap="6">
        <DemoGrid>
          <DemoSection title="Basic line" description="Invoiced sales per month; switch the financial year.">
            <Stack gap="3">
              <Group attached alignSelf="start" role="group" aria-label="Financial year">
                {YEARS.map((option) => (
                  <Button
                    key={option}
                    size="sm"
                    variant={option === year ? 'solid' : 'outline'}
                    colorPalette="brand"
                    aria-pressed={option === year}
                    onClick={() => setYear(option)}
                  >
                    {option}
                  </Button>
                ))}
              </Group>
              <LazyChart label={`Monthly sales ${year}`} option={option} />
            </Stack>
          </DemoSection>
        </DemoGrid>
        <ChartExamples examples={examples} />
      </Stack>
    </>
  );
}
