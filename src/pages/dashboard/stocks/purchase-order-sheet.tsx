/**
 * One purchase order beside the list: its lines with what has come and what is still due, and the
 * actions its status allows. Receiving takes what came per line (what is still due by default) and
 * posts it to the stock ledger; more than was ordered needs a reason, as the database says.
 */
import { Badge, Button, HStack, Input, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  ErrorState,
  FormField,
  GatedButton,
  LoadingState,
  RecordSheet,
  RecordSheetRecord,
  toaster,
} from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { href } from '@/routes/paths';
import { usePermissions } from '@/services/admin';
import {
  cancelPurchaseOrder,
  PURCHASE_ORDER_STATUS_LABELS,
  purchaseOrderKeys,
  purchaseOrderQueries,
  receiveGoods,
  sendPurchaseOrder,
  type PurchaseOrder,
  type PurchaseOrderLine,
} from '@/services/purchasing';

const quantity = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

function ReceiveForm({
  order,
  lines,
  onDone,
}: {
  order: PurchaseOrder;
  lines: PurchaseOrderLine[];
  onDone: () => void;
}) {
  const due = lines.filter((line) => line.outstanding_quantity > 0);
  const [came, setCame] = useState<Record<string, string>>(() =>
    Object.fromEntries(due.map((line) => [line.id, String(line.outstanding_quantity)])),
  );
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const receive = useMutation({
    mutationFn: () =>
      receiveGoods(order.id, {
        lines: due
          .map((line) => ({ line_id: line.id, quantity: Number(came[line.id] ?? 0) }))
          .filter((line) => line.quantity > 0),
        reason,
      }),
    meta: { handlesError: true },
    onSuccess: async () => {
      await client.invalidateQueries();
      toaster.create({
        type: 'success',
        title: `Goods received against ${order.number}; stock on hand updated`,
      });
      onDone();
    },
    onError: (failure) => setError(failure instanceof Error ? failure.message : 'Nothing was received.'),
  });
  return (
    <Stack
      as="form"
      gap="3"
      aria-label="Receive goods"
      onSubmit={(event) => {
        event.preventDefault();
        setError(null);
        receive.mutate();
      }}
    >
      {due.map((line) => (
        <FormField
          key={line.id}
          label={`${line.item_name} (${line.unit}), ${quantity.format(line.outstanding_quantity)} due`}
        >
          <Input
            type="number"
            inputMode="decimal"
            min={0}
            step="any"
            value={came[line.id] ?? ''}
            onChange={(event) => setCame((current) => ({ ...current, [line.id]: event.target.value }))}
          />
        </FormField>
      ))}
      <FormField label="Reason, if more came than was ordered">
        <Textarea value={reason} maxLength={1000} onChange={(event) => setReason(event.target.value)} />
      </FormField>
      {error && (
        <Text color="fg.error" role="alert">
          {error}
        </Text>
      )}
      <HStack>
        <Button type="submit" colorPalette="brand" loading={receive.isPending} loadingText="Receiving…">
          Receive into stock
        </Button>
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </HStack>
    </Stack>
  );
}

function PurchaseOrderBody({ order }: { order: PurchaseOrder }) {
  const lines = useQuery(purchaseOrderQueries.lines(order.id));
  const permissions = usePermissions();
  const client = useQueryClient();
  const [receiving, setReceiving] = useState(false);
  const refresh = () => client.invalidateQueries({ queryKey: purchaseOrderKeys.all });
  const send = useMutation({
    mutationFn: () => sendPurchaseOrder(order.id),
    onSuccess: refresh,
    meta: { errorTitle: 'Not sent' },
  });
  const cancel = useMutation({
    mutationFn: () => cancelPurchaseOrder(order.id),
    onSuccess: refresh,
    meta: { errorTitle: 'Not cancelled' },
  });
  const open = order.status === 'sent' || order.status === 'partly_received';
  return (
    <Stack gap="4">
      {lines.isPending && <LoadingState label="Loading the lines…" />}
      {lines.isError && (
        <ErrorState
          title="The lines could not be loaded"
          message={lines.error.message}
          onRetry={() => void lines.refetch()}
        />
      )}
      <Table.Root size="sm" aria-label={`Lines of ${order.number}`} hidden={!lines.data}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Item</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Ordered</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Received</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {(lines.data ?? []).map((line) => (
            <Table.Row key={line.id}>
              <Table.Cell>{line.item_name}</Table.Cell>
              <Table.Cell textAlign="end">
                {quantity.format(line.quantity)} {line.unit}
              </Table.Cell>
              <Table.Cell textAlign="end">{quantity.format(line.received_quantity)}</Table.Cell>
              <Table.Cell textAlign="end">{rupeesAndPaise.format(line.rate)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Text>Total with GST {rupeesAndPaise.format(order.total)}</Text>
        <Button size="sm" variant="outline" asChild>
          <RouterLink to={href('/pages/invoice/invoicedetails', { po: order.id })}>
            <Printer aria-hidden="true" /> Print for the supplier
          </RouterLink>
        </Button>
      </HStack>
      {receiving && lines.data ? (
        <ReceiveForm order={order} lines={lines.data} onDone={() => setReceiving(false)} />
      ) : (
        <HStack gap="2" wrap="wrap">
          {order.status === 'draft' && (
            <GatedButton
              size="sm"
              colorPalette="brand"
              loading={send.isPending}
              loadingText="Sending…"
              blockedReason={permissions.reason('purchase.order')}
              onClick={() => send.mutate()}
            >
              Mark as sent
            </GatedButton>
          )}
          {open && (
            <GatedButton
              size="sm"
              colorPalette="brand"
              blockedReason={permissions.reason('stock.receive')}
              onClick={() => setReceiving(true)}
            >
              Receive goods
            </GatedButton>
          )}
          {(order.status === 'draft' || order.status === 'sent') && (
            <GatedButton
              size="sm"
              variant="outline"
              colorPalette="red"
              loading={cancel.isPending}
              loadingText="Cancelling…"
              blockedReason={permissions.reason('purchase.order')}
              onClick={() => cancel.mutate()}
            >
              Cancel order
            </GatedButton>
          )}
        </HStack>
      )}
    </Stack>
  );
}

export function PurchaseOrderSheet({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <RecordSheet id={id} onClose={onClose} size="lg">
      {(orderId) => <PurchaseOrderRecord key={orderId} id={orderId} />}
    </RecordSheet>
  );
}

function PurchaseOrderRecord({ id }: { id: string }) {
  const order = useQuery(purchaseOrderQueries.detail(id));
  return (
    <RecordSheetRecord
      query={order}
      noun="Purchase order"
      title={(row) => `${row.number} · ${row.supplier_name}`}
      subtitle={(row) => <Badge alignSelf="flex-start">{PURCHASE_ORDER_STATUS_LABELS[row.status]}</Badge>}
      missing="No such purchase order."
    >
      {(row) => <PurchaseOrderBody order={row} />}
    </RecordSheetRecord>
  );
}
