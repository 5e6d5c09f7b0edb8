import { Badge, Card, SegmentGroup, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { LazyChart, PageHeader } from '@/ui';
import { RANGES, buildOrders, summarise, type RangeDays } from './ecommerce/ecommerce-fixtures';
import { wholeRupees as rupees } from '@/ui/format/rupees';

const shortDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short' });
const STATUS_PALETTE = { Paid: 'blue', Shipped: 'orange', Delivered: 'green', Refunded: 'red' } as const;

export default function DashboardEcommercePage() {
  const orders = useMemo(() => buildOrders(), []);
  const [range, setRange] = useState<RangeDays>(30);
  const summary = useMemo(() => summarise(orders, range), [orders, range]);
  const label = `last ${range} days`;

  return (
    <>
      <PageHeader
        title="E-commerce dashboard"
        description={`Online store orders, revenue and top products, ${label}.`}
        actions={
          <SegmentGroup.Root
            size="sm"
            aria-label="Date range"
            value={String(range)}
            onValueChange={(details) => setRange(Number(details.value ?? 30) as RangeDays)}
          >
            <SegmentGroup.Indicator />
            <SegmentGroup.Items items={[...RANGES]} />
          </SegmentGroup.Root>
        }
      />
      <Stack gap="6">
        <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4" as="section" aria-label="Key figures">
          {[
            { label: 'Revenue', value: rupees.format(summary.revenue), help: 'refunds excluded' },
            { label: 'Orders', value: String(summary.orders), help: label },
            { label: 'Average order', value: rupees.format(summary.averageOrder), help: 'per paid order' },
            { label: 'Refunds', value: String(summary.refunds), help: label },
          ].map((figure) => (
            <Card.Root key={figure.label} size="sm">
              <Card.Body>
                <Stack gap="1">
                  <Text as="h2" textStyle="sm" color="fg.muted">
                    {figure.label}
                  </Text>
                  <Text textStyle="2xl" fontWeight="bold" data-testid={`stat-${figure.label}`}>
                    {figure.value}
                  </Text>
                  <Text textStyle="xs" color="fg.muted">
                    {figure.help}
                  </Text>
                </Stack>
              </Card.Body>
            </Card.Root>
          ))}
        </SimpleGrid>
        <Card.Root as="section" aria-labelledby="revenue-chart-title">
          <Card.Header>
            <Card.Title as="h2" id="revenue-chart-title">
              Revenue per day
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <LazyChart
              label={`Revenue per day, ${label}`}
              height={280}
              option={{
                tooltip: { trigger: 'axis' },
                grid: { left: 64, right: 16, top: 16, bottom: 32 },
                xAxis: {
                  type: 'category',
                  data: summary.days.map((day) => shortDate.format(new Date(`${day.date}T00:00:00`))),
                },
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
          </Card.Body>
        </Card.Root>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <Card.Root as="section" aria-labelledby="top-products-title">
            <Card.Header>
              <Card.Title as="h2" id="top-products-title">
                Top products
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <Table.ScrollArea tabIndex={0} role="region" aria-label="Top products, scrolls sideways">
                <Table.Root size="sm" aria-labelledby="top-products-title">
                  <Table.Header>
                    <Table.Row>
                      <Table.ColumnHeader>Product</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Units</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">Revenue</Table.ColumnHeader>
                    </Table.Row>
                  </Table.Header>
                  <Table.Body>
                    {summary.topProducts.map((product) => (
                      <Table.Row key={product.name}>
                        <Table.Cell>{product.name}</Table.Cell>
                        <Table.Cell textAlign="end">{product.units}</Table.Cell>
                        <Table.Cell textAlign="end">{rupees.format(product.revenue)}</Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
              </Table.ScrollArea>
            </Card.Body>
          </Card.Root>
          <Card.Root as="section" aria-labelledby="recent-orders-title">
            <Card.Header>
              <Card.Title as="h2" id="recent-orders-title">
                Recent orders
              </Card.Title>
            </Card.Header>
            <Card.Body>
              <Stack as="ul" listStyleType="none" gap="3" aria-labelledby="recent-orders-title">
                {summary.recent.map((order) => (
                  <Stack as="li" key={order.id} direction="row" justify="space-between" gap="3">
                    <Stack gap="0" minW="0">
                      <Text fontWeight="medium">
                        {order.id} · {order.customer}
                      </Text>
                      <Text textStyle="sm" color="fg.muted" truncate>
                        {order.quantity} × {order.product} ·{' '}
                        {shortDate.format(new Date(`${order.date}T00:00:00`))}
                      </Text>
                    </Stack>
                    <Stack gap="1" align="flex-end" flexShrink={0}>
                      <Text fontWeight="medium">{rupees.format(order.amount)}</Text>
                      <Badge colorPalette={STATUS_PALETTE[order.status]}>{order.status}</Badge>
                    </Stack>
                  </Stack>
                ))}
              </Stack>
            </Card.Body>
          </Card.Root>
        </SimpleGrid>
      </Stack>
    </>
  );
}
