/**
 * The order's lines and totals. While the order is confirmed, an order editor (order.create) changes,
 * removes or adds a line through a change order; otherwise the lines are locked and the note says
 * why (the database refuses anyway, issue 20).
 */
import { HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { GatedButton, LoadingState, ScrollRegion } from '@/ui';
import { usePermissions, type Permissions } from '@/services/admin';
import {
  canChangeOrderLines,
  ORDER_STATUS_LABELS,
  useOrderLines,
  useOrderTotals,
  type SalesOrder,
} from '@/services/commercials';
import { rupees } from '../catalogue/catalogue-format';
import { OrderLineDialog, type LineDialog } from './order-line-dialogs';

const quantity = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/**
 * Why the lines cannot be changed now, or null when the person may change them. One wording for
 * the note above the lines and the disabled buttons' tooltips.
 */
export function lineLockReason(order: SalesOrder, permissions: Permissions): string | null {
  if (!canChangeOrderLines(order.status)) {
    return `${ORDER_STATUS_LABELS[order.status]}: the lines are fixed once production starts, so they no longer change.`;
  }
  if (permissions.isPending) return 'Checking what you may do…';
  if (!permissions.can('order.create')) {
    return 'Only sales managers and administrators (order.create) change the lines, through a change order with a reason.';
  }
  return null;
}

export function OrderLinesTable({ order }: { order: SalesOrder }) {
  const lines = useOrderLines(order.id);
  const totals = useOrderTotals(order.id);
  const permissions = usePermissions();
  const [dialog, setDialog] = useState<LineDialog | null>(null);
  const [open, setOpen] = useState(false);
  const show = (next: LineDialog) => {
    setDialog(next);
    setOpen(true);
  };
  if (lines.isPending) return <LoadingState label="Loading the lines…" />;
  if (lines.isError) return <Text color="fg.error">The lines could not be loaded.</Text>;
  const confirmed = canChangeOrderLines(order.status);
  const locked = lineLockReason(order, permissions);
  return (
    <Stack gap="3">
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Text color="fg.muted" role="note" aria-label="Why the lines are fixed" flex="1" minW="60">
          {locked ??
            'The lines are fixed at confirmation: before production starts, they change only through a change order, with a reason that is kept.'}
        </Text>
        {confirmed ? (
          <GatedButton
            size="sm"
            colorPalette="brand"
            blockedReason={locked}
            onClick={() => show({ kind: 'add' })}
          >
            Add line
          </GatedButton>
        ) : null}
      </HStack>
      <ScrollRegion label={`Lines of ${order.number}, scrolls sideways`}>
        <Table.Root size="sm" aria-label={`Lines of ${order.number}`}>
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Item</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Unit cost</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Discount</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">GST</Table.ColumnHeader>
              {confirmed ? <Table.ColumnHeader srOnly>Change order</Table.ColumnHeader> : null}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lines.data.map((line) => (
              <Table.Row key={line.id}>
                <Table.Cell whiteSpace="nowrap">{line.item_code ?? ''}</Table.Cell>
                <Table.Cell>{line.description}</Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {quantity.format(line.quantity)} {line.unit}
                </Table.Cell>
                <Table.Cell textAlign="end">{rupees(line.unit_cost)}</Table.Cell>
                <Table.Cell textAlign="end">{percent.format(line.discount_percent)}%</Table.Cell>
                <Table.Cell textAlign="end">{line.gst_rate}%</Table.Cell>
                {confirmed ? (
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    <HStack gap="2" justify="flex-end">
                      <GatedButton
                        size="xs"
                        variant="outline"
                        aria-label={`Change ${line.description}`}
                        blockedReason={locked}
                        onClick={() => show({ kind: 'change', line })}
                      >
                        Change
                      </GatedButton>
                      <GatedButton
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Remove line ${line.description}`}
                        blockedReason={locked}
                        onClick={() => show({ kind: 'remove', line })}
                      >
                        Remove line
                      </GatedButton>
                    </HStack>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ScrollRegion>
      {totals.data ? (
        <HStack justify="flex-end" gap="6" wrap="wrap" aria-label="Order totals" role="group">
          <Text>Taxable {rupees(totals.data.taxable_total)}</Text>
          <Text>GST {rupees(totals.data.gst_total)}</Text>
          <Text fontWeight="semibold">Total {rupees(totals.data.grand_total)}</Text>
        </HStack>
      ) : null}
      <OrderLineDialog order={order} dialog={dialog} open={open} onClose={() => setOpen(false)} />
    </Stack>
  );
}
