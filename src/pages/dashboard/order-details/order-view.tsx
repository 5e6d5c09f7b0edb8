/**
 * One order: who and what it is for, its steps and the next move, shipping, the delivery contact,
 * lines (with change orders), history and changes, BOMs, the payments received against it, its
 * cutting plans, installation, handover and service tickets.
 */
import { href } from '@/routes/paths';
import { bomHref } from '../cutting-plan/links';
import { Badge, Card, Heading, HStack, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AccessDenied, ActivityTimeline, LoadingState, toaster } from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { formFailureOf } from '@/services/kit';
import { usePermissions } from '@/services/admin';
import {
  canEditShipping,
  getOrder,
  ORDER_CONSTRAINT_FIELDS,
  ORDER_STATUS_LABELS,
  saveShipping,
  shippingSchema,
  useInvalidateOrders,
  useOrder,
  useOrderBoms,
  useOrderHistory,
  type SalesOrder,
  type ShippingForm,
} from '@/services/commercials';
import { rupees } from '../catalogue/catalogue-format';
import { formatDate, ORDER_STATUS_PALETTE } from './orders-list';
import { OrderStatusActions, OrderSteps } from './order-status-actions';
import { OrderCuttingPlans, OrderPayments } from './order-production';
import { OrderChangesHistory, OrderDeliveryContact } from './order-changes-history';
import { OrderLinesTable } from './order-lines';
import { OrderStationProgress } from './order-station-progress';
import { OrderInstallation } from './order-installation';
import { OrderHandover } from './order-handover';
import { OrderServiceTickets } from './order-service-tickets';

const closedOn = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

const shippingOf = (order: SalesOrder): ShippingForm => ({
  shipping_address: order.shipping_address,
  gstin: order.gstin ?? '',
  expected_delivery: order.expected_delivery?.slice(0, 10) ?? '',
});

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap="0">
      <Text color="fg.muted" textStyle="xs">
        {label}
      </Text>
      <Text>{children}</Text>
    </Stack>
  );
}

function OrderHistory({ order }: { order: SalesOrder }) {
  const history = useOrderHistory(order.id);
  if (history.isPending) return <LoadingState label="Loading the history…" />;
  if (history.isError) return <Text color="fg.error">The history could not be loaded.</Text>;
  return (
    <ActivityTimeline
      title="History"
      activities={history.data.map((change) => ({
        id: change.id,
        title: change.from_status
          ? `${ORDER_STATUS_LABELS[change.from_status]} → ${ORDER_STATUS_LABELS[change.to_status]}`
          : `Order ${ORDER_STATUS_LABELS[change.to_status].toLowerCase()}`,
        ...(change.note ? { description: change.note } : {}),
        at: new Date(change.changed_at),
        ...(change.changed_by_name ? { by: change.changed_by_name } : {}),
        palette: change.to_status === 'cancelled' ? 'gray' : 'brand',
      }))}
    />
  );
}

function OrderBoms({ order }: { order: SalesOrder }) {
  const boms = useOrderBoms(order.id);
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <Heading as="h3" size="sm">
          Bills of material
        </Heading>
      </Card.Header>
      <Card.Body>
        {boms.isPending ? (
          <Text color="fg.muted">Loading…</Text>
        ) : boms.isError ? (
          <Text color="fg.error">The bills of material could not be loaded.</Text>
        ) : boms.data.length === 0 ? (
          <Text color="fg.muted">None yet: production breaks the order into parts on the BOM page.</Text>
        ) : (
          <List.Root gap="1" ps="4">
            {boms.data.map((bom) => (
              <List.Item key={bom.id}>
                <Link asChild colorPalette="brand">
                  <RouterLink to={bomHref(order.id, bom.id)}>{bom.name}</RouterLink>
                </Link>{' '}
                <Badge size="sm">{bom.status.replace('_', ' ')}</Badge>
              </List.Item>
            ))}
          </List.Root>
        )}
        <Link asChild colorPalette="brand" mt="3" display="inline-block">
          <RouterLink to={bomHref(order.id, null)}>Open the bill of material</RouterLink>
        </Link>
      </Card.Body>
    </Card.Root>
  );
}

export function OrderView({ id }: { id: string }) {
  const order = useOrder(id);
  const invalidate = useInvalidateOrders();
  const { can } = usePermissions();
  if (order.isPending) return <LoadingState label="Loading the order…" />;
  if (order.isError || order.data === null) {
    return (
      <AccessDenied
        title="No such order here"
        reason="This order does not exist, or it is not yours to see."
        actions={
          <Link asChild colorPalette="brand">
            <RouterLink to={href('/dashboard/Order-Details')}>Back to all orders</RouterLink>
          </Link>
        }
      />
    );
  }
  const row = order.data;
  // The database refuses these anyway (issue 20); the card says why instead of a form that fails.
  const shippingLocked = !canEditShipping(row.status)
    ? `${ORDER_STATUS_LABELS[row.status]}: the address, GSTIN and dates are fixed from dispatch on.`
    : !can('order.create')
      ? 'Only sales managers and administrators (order.create) change the address, GSTIN and dates.'
      : null;
  return (
    <Stack gap="6">
      <Stack gap="3">
        <HStack gap="3" wrap="wrap">
          <Heading as="h2" size="xl">
            {row.number}
          </Heading>
          <Badge colorPalette={ORDER_STATUS_PALETTE[row.status]} size="lg">
            {ORDER_STATUS_LABELS[row.status]}
          </Badge>
        </HStack>
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="4">
          <Fact label="Client">{row.client_name ?? '—'}</Fact>
          <Fact label="Project">
            <Link asChild colorPalette="brand">
              <RouterLink to={href('/dashboard/Project-details', { id: row.project_id })}>
                {[row.project_code, row.project_name].filter(Boolean).join(' · ') || 'Open the project'}
              </RouterLink>
            </Link>
          </Fact>
          <Fact label="Quotation">
            <Link asChild colorPalette="brand">
              <RouterLink to={href('/dashboard/quotation', { id: row.quotation_id })}>
                {row.quotation_number ? `${row.quotation_number} rev ${row.quotation_revision ?? 1}` : 'Open'}
              </RouterLink>
            </Link>
          </Fact>
          <Fact label="Total">{rupees(row.grand_total)}</Fact>
          <Fact label="Ordered">{formatDate(row.order_date)}</Fact>
          <Fact label="Expected delivery">{formatDate(row.expected_delivery) || '—'}</Fact>
          <Fact label="Delivered">{formatDate(row.delivered_on) || '—'}</Fact>
          <Fact label="GSTIN">{row.gstin ?? '—'}</Fact>
          {row.closed_at ? <Fact label="Closed">{closedOn.format(new Date(row.closed_at))}</Fact> : null}
        </SimpleGrid>
        <OrderSteps order={row} />
        <OrderStatusActions order={row} />
      </Stack>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6" alignItems="start">
        <Card.Root size="sm" variant="outline">
          <Card.Header>
            <Heading as="h3" size="sm">
              Shipping
            </Heading>
          </Card.Header>
          <Card.Body>
            {shippingLocked ? (
              <Text color="fg.muted" role="note">
                {shippingLocked}
              </Text>
            ) : (
              <RecordForm
                key={`${row.id}:${row.version}`}
                label={`Shipping of ${row.number}`}
                schema={shippingSchema}
                defaultValues={shippingOf(row)}
                columns={1}
                fields={[
                  { name: 'shipping_address', label: 'Ship to', kind: 'textarea', required: true },
                  { name: 'gstin', label: 'GSTIN', kind: 'text', placeholder: '29AABCF4821K1Z6' },
                  { name: 'expected_delivery', label: 'Expected delivery', kind: 'date' },
                ]}
                submitLabel="Save shipping"
                describeError={(error) => formFailureOf(error, ORDER_CONSTRAINT_FIELDS)}
                onReload={async () => {
                  const fresh = await getOrder(row.id);
                  return fresh ? shippingOf(fresh) : shippingOf(row);
                }}
                onSubmit={async (values, context) => {
                  const version = context.overwrite
                    ? ((await getOrder(row.id))?.version ?? row.version)
                    : row.version;
                  await saveShipping({ id: row.id, version }, values);
                  await invalidate();
                  toaster.create({ type: 'success', title: `Shipping of ${row.number} saved` });
                }}
              />
            )}
          </Card.Body>
        </Card.Root>
        <Stack gap="6">
          <OrderDeliveryContact order={row} />
          <OrderPayments order={row} />
          <OrderBoms order={row} />
          <OrderCuttingPlans order={row} />
          <OrderStationProgress order={row} />
          <OrderInstallation order={row} />
          <OrderHandover order={row} />
          <OrderServiceTickets order={row} />
          <OrderHistory order={row} />
          <OrderChangesHistory order={row} />
        </Stack>
      </SimpleGrid>
      <OrderLinesTable order={row} />
    </Stack>
  );
}
