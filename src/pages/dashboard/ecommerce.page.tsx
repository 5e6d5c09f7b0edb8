import { Badge, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { LazyChart, PageHeader, RangePresets } from '@/ui';
import { wholeRupees as rupees } from '@/ui/format/rupees';
import { comparedWith, lastDaysLabel, RANGE_PRESETS, useDashboardRange } from './date-range';
import { formatDay, percentChange } from './template-fixtures';
import { DashboardPanel, KeyFigures, ScrollingTable } from './dashboard-parts';
import { buildOrders, summarise } from './ecommerce/ecommerce-fixtures';

const STATUS_PALETTE = { Paid: 'blue', Shipped: 'orange', Delivered: 'green', Refunded: 'red' } as const;

export default function DashboardEcommercePage() {
  const orders = useMemo(() => buildOrders(), []);
  const [range, setRange] = useDashboardRange();
  const summary = useMemo(() => summarise(orders, range), [orders, range]);
  const label = lastDaysLabel(range);
  const changeLabel = comparedWith(range);

  return (
    <>
      <PageHeader
        title="E-commerce dashboard"
        description={`Online store orders, revenue and top products, ${label}.`}
        actions={<RangePresets value={range} onValueChange={setRange} presets={RANGE_PRESETS} />}
      />
      <Stack gap="6">
        <KeyFigures
          figures={[
            {
              label: 'Revenue',
              value: rupees.format(summary.revenue),
              change: percentChange(summary.previous.revenue, summary.revenue),
              changeLabel,
              trend: summary.days.map((day) => day.revenue),
              trendFormat: (value) => rupees.format(value),
            },
            {
              label: 'Orders',
              value: String(summary.orders),
              change: percentChange(summary.previous.orders, summary.orders),
              changeLabel,
              trend: summary.days.map((day) => day.orders),
            },
            {
              label: 'Average order',
              value: rupees.format(summary.averageOrder),
              change: percentChange(summary.previous.averageOrder, summary.averageOrder),
              changeLabel,
            },
            {
              label: 'Refunds',
              value: String(summary.refunds),
              change: percentChange(summary.previous.refunds, summary.refunds),
              changeLabel,
              lowerIsBetter: true,
            },
          ]}
        />
        <DashboardPanel title="Revenue per day">
          <LazyChart
            label={`Revenue per day, ${label}`}
            height={280}
            option={{
              tooltip: { trigger: 'axis' },
              grid: { left: 64, right: 16, top: 16, bottom: 32 },
              xAxis: { type: 'category', data: summary.days.map((day) => formatDay(day.date)) },
              yAxis: { type: 'value' },
              series: [
                {
                  name: 'Revenue (₹)',
                  type: range === 7 ? 'bar' : 'line',
                  smooth: true,
                  data: summary.days.map((day) => day.revenue),
                },
              ],
            }}
          />
        </DashboardPanel>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <DashboardPanel title="Top products">
            <ScrollingTable
              region="Top products"
              label={`Top products, ${label}`}
              headers={['Product', { label: 'Units', end: true }, { label: 'Revenue', end: true }]}
            >
              {summary.topProducts.map((product) => (
                <Table.Row key={product.name}>
                  <Table.Cell>{product.name}</Table.Cell>
                  <Table.Cell textAlign="end">{product.units}</Table.Cell>
                  <Table.Cell textAlign="end">{rupees.format(product.revenue)}</Table.Cell>
                </Table.Row>
              ))}
            </ScrollingTable>
          </DashboardPanel>
          <DashboardPanel title="Recent orders">
            <Stack as="ul" listStyleType="none" gap="3" aria-label="Recent orders">
              {summary.recent.map((order) => (
                <Stack as="li" key={order.id} direction="row" justify="space-between" gap="3">
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium">
                      {order.id} · {order.customer}
                    </Text>
                    <Text textStyle="sm" color="fg.muted" truncate>
                      {order.quantity} × {order.product} · {formatDay(order.date)}
                    </Text>
                  </Stack>
                  <Stack gap="1" align="flex-end" flexShrink={0}>
                    <Text fontWeight="medium">{rupees.format(order.amount)}</Text>
                    <Badge colorPalette={STATUS_PALETTE[order.status]}>{order.status}</Badge>
                  </Stack>
                </Stack>
              ))}
            </Stack>
          </DashboardPanel>
        </SimpleGrid>
      </Stack>
    </>
  );
}
