import {
  Badge,
  Button,
  Card,
  Flex,
  Grid,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Circle, CircleCheck, PackageX, Printer, XCircle } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ConfirmDialog, EmptyState, PageHeader, ScrollRegion, toaster } from '@/ui';
import { OrderSummary } from '@/ui/components/order-summary/order-summary';
import { href } from '@/routes/paths';
import { formatOrderDate, ORDER_STEPS, STATUS_PALETTE } from './order-status';
import { ShopActions } from './shop-actions';
import { computeTotals, formatInr, type Order } from './shop-model';
import { useOrders } from './shop-store';
import { summaryRows } from './use-priced-cart';

function OrderView({ order, onCancel }: { order: Order; onCancel: () => void }) {
  const totals = computeTotals(order.lines, order.coupon);
  const cancellable = order.status === 'Placed' || order.status === 'In production';
  const step = ORDER_STEPS.indexOf(order.status);
  return (
    <Stack gap="6">
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Stack gap="1">
          <Heading as="h2" size="lg">
            {order.number}
          </Heading>
          <Text textStyle="sm" color="fg.muted">
            Placed on {formatOrderDate(order.placedOn)} · paid by {order.paymentMethod}
          </Text>
        </Stack>
        <HStack gap="2" wrap="wrap">
          <Badge colorPalette={STATUS_PALETTE[order.status]} size="lg">
            {order.status}
          </Badge>
          <Button size="sm" variant="outline" onClick={() => window.print()}>
            <Printer aria-hidden="true" /> Print
          </Button>
          {cancellable && (
            <Button size="sm" variant="outline" colorPalette="red" onClick={onCancel}>
              <XCircle aria-hidden="true" /> Cancel order
            </Button>
          )}
        </HStack>
      </HStack>

      {order.status !== 'Cancelled' && (
        <Flex
          as="ol"
          aria-label="Order progress"
          direction={{ base: 'column', sm: 'row' }}
          gap={{ base: '2', sm: '4' }}
          listStyleType="none"
        >
          {ORDER_STEPS.map((status, index) => {
            const done = index <= step;
            return (
              <HStack
                as="li"
                key={status}
                flex="1"
                gap="2"
                aria-current={index === step ? 'step' : undefined}
                borderTopWidth={{ sm: '3px' }}
                borderStartWidth={{ base: '3px', sm: '0' }}
                borderColor={done ? 'colorPalette.solid' : 'border'}
                colorPalette="brand"
                pt={{ sm: '2' }}
                ps={{ base: '2', sm: '0' }}
                textStyle="sm"
                fontWeight={index === step ? 'semibold' : 'normal'}
                color={done ? 'fg' : 'fg.muted'}
              >
                {done ? (
                  <CircleCheck size={16} aria-hidden="true" />
                ) : (
                  <Circle size={16} aria-hidden="true" />
                )}
                <Text>
                  {status}
                  <VisuallyHidden>
                    {index < step ? ' (done)' : index === step ? ' (current)' : ' (to come)'}
                  </VisuallyHidden>
                </Text>
              </HStack>
            );
          })}
        </Flex>
      )}

      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(18rem, 1fr)' }}
        gap="6"
        alignItems="start"
      >
        <Stack gap="6" minW="0">
          <ScrollRegion label="Items, scrolls sideways">
            <Table.Root size="sm" aria-label="Items of the order">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Product</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {order.lines.map((line) => (
                  <Table.Row key={`${line.productId}|${line.finish}|${line.size}`}>
                    <Table.Cell>
                      <Text fontWeight="medium">{line.name}</Text>
                      <Text textStyle="xs" color="fg.muted">
                        {line.finish} · {line.size}
                      </Text>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{line.quantity}</Table.Cell>
                    <Table.Cell textAlign="end">{formatInr(line.unitPrice)}</Table.Cell>
                    <Table.Cell textAlign="end">{formatInr(line.unitPrice * line.quantity)}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
          <Card.Root size="sm" as="section" aria-labelledby="delivery-heading">
            <Card.Header>
              <Heading as="h2" size="md" id="delivery-heading">
                Delivery and installation
              </Heading>
            </Card.Header>
            <Card.Body as="address" fontStyle="normal" textStyle="sm" gap="0.5">
              <Text fontWeight="medium">{order.address.fullName}</Text>
              <Text>{order.address.line1}</Text>
              <Text>
                {order.address.city}, {order.address.state} {order.address.pinCode}
              </Text>
              <Text>
                {order.address.phone} · {order.address.email}
              </Text>
            </Card.Body>
          </Card.Root>
        </Stack>
        <OrderSummary rows={summaryRows(totals, order.coupon)} total={formatInr(totals.total)} />
      </Grid>
    </Stack>
  );
}

export default function PagesEcommerceOrderDetailsPage() {
  const [params] = useSearchParams();
  const [orders, setOrders] = useOrders();
  const [cancelling, setCancelling] = useState(false);
  const id = params.get('id');
  const order = id ? orders.find((candidate) => candidate.id === id) : orders[0];
  return (
    <>
      <PageHeader
        title="Order details"
        description="What was ordered, where it goes and how far it has got."
        actions={<ShopActions show={['orders']} />}
      />
      {order ? (
        <OrderView order={order} onCancel={() => setCancelling(true)} />
      ) : (
        <EmptyState
          icon={<PackageX />}
          title="Order not found"
          description="The link may be wrong, or the demo content was reset."
          actions={
            <Button asChild colorPalette="brand">
              <RouterLink to={href('/pages/ecommerce/orders')}>All orders</RouterLink>
            </Button>
          }
        />
      )}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel order ${order?.number ?? ''}?`}
        description="Production stops and the payment is refunded within 7 working days."
        confirmLabel="Cancel order"
        cancelLabel="Keep order"
        tone="danger"
        onConfirm={() => {
          if (!order) return;
          setOrders((list) =>
            list.map((candidate) =>
              candidate.id === order.id ? { ...candidate, status: 'Cancelled' } : candidate,
            ),
          );
          toaster.create({ type: 'info', title: `Order ${order.number} cancelled` });
        }}
      />
    </>
  );
}
