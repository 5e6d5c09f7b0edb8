/**
 * The order's path as steps, and the one move it may make next (or a cancellation), each asking
 * first. Who may (issue 20, the database decides in move_order_status): the production lead
 * (optimizer.run) or an order editor (order.create) moves it along; only order editors close or
 * cancel it, and nobody cancels it from dispatch on. A move the person may not make is disabled
 * with the reason.
 */
import { Badge, Field, HStack, List, Stack, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog, DialogActions, DialogFrame, GatedButton, toaster } from '@/ui';
import { usePermissions } from '@/services/admin';
import {
  canCancelOrder,
  nextOrderStatus,
  ORDER_FLOW,
  ORDER_STATUS_LABELS,
  useMoveOrderStatus,
  type SalesOrder,
} from '@/services/commercials';

export function OrderSteps({ order }: { order: SalesOrder }) {
  const at = ORDER_FLOW.indexOf(order.status);
  return (
    <List.Root as="ol" aria-label="Order progress" display="flex" flexWrap="wrap" gap="2" listStyle="none">
      {ORDER_FLOW.map((status, index) => {
        const current = status === order.status;
        const done = at >= 0 && index < at;
        return (
          <List.Item key={status} aria-current={current ? 'step' : undefined}>
            <Badge
              size="lg"
              variant={current ? 'solid' : done ? 'subtle' : 'outline'}
              colorPalette={current ? 'brand' : done ? 'green' : 'gray'}
            >
              {index + 1}. {ORDER_STATUS_LABELS[status]}
            </Badge>
          </List.Item>
        );
      })}
      {order.status === 'cancelled' ? (
        <List.Item aria-current="step">
          <Badge size="lg" variant="solid" colorPalette="gray">
            Cancelled
          </Badge>
        </List.Item>
      ) : null}
    </List.Root>
  );
}

export function OrderStatusActions({ order }: { order: SalesOrder }) {
  const next = nextOrderStatus(order.status);
  const move = useMoveOrderStatus();
  const { can } = usePermissions();
  const editor = can('order.create');
  const moveBlocked =
    next === 'closed'
      ? editor
        ? null
        : 'Only sales managers and administrators (order.create) close an order.'
      : editor || can('optimizer.run')
        ? null
        : 'The production lead (optimizer.run) or a sales manager (order.create) moves an order along.';
  const cancelBlocked = editor
    ? null
    : 'Only sales managers and administrators (order.create) cancel an order.';
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submitMove = async () => {
    if (!next) return;
    setError(null);
    try {
      await move.mutateAsync({ order, status: next, note });
      toaster.create({
        type: 'success',
        title: `${order.number} is ${ORDER_STATUS_LABELS[next].toLowerCase()}`,
      });
      setMoving(false);
      setNote('');
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The order did not move.');
    }
  };

  return (
    <HStack gap="3" wrap="wrap">
      {next ? (
        <GatedButton colorPalette="brand" blockedReason={moveBlocked} onClick={() => setMoving(true)}>
          Move to {ORDER_STATUS_LABELS[next].toLowerCase()}
        </GatedButton>
      ) : (
        <Text color="fg.muted">
          {order.status === 'cancelled'
            ? 'This order was cancelled.'
            : 'This order is closed: installed and settled, it moves no further.'}
        </Text>
      )}
      {canCancelOrder(order.status) ? (
        <GatedButton
          variant="outline"
          colorPalette="red"
          blockedReason={cancelBlocked}
          onClick={() => setCancelling(true)}
        >
          Cancel order
        </GatedButton>
      ) : order.status === 'dispatched' ? (
        <Text color="fg.muted">Dispatched: the order can no longer be cancelled.</Text>
      ) : null}
      <DialogFrame
        open={moving}
        onOpenChange={(open) => {
          setMoving(open);
          if (!open) setError(null);
        }}
        title={`Move ${order.number} to ${next ? ORDER_STATUS_LABELS[next].toLowerCase() : ''}?`}
        size="sm"
        closeButton={false}
        footer={
          <DialogActions
            onCancel={() => {
              setMoving(false);
              setError(null);
            }}
            cancelLabel="Keep as it is"
            onConfirm={() => void submitMove()}
            busy={move.isPending}
            busyText="Moving…"
          >
            Move to {next ? ORDER_STATUS_LABELS[next].toLowerCase() : ''}
          </DialogActions>
        }
      >
        <Stack gap="3">
          <Text>The step is kept in the order's history with your name and the time.</Text>
          <Field.Root>
            <Field.Label>Note (optional)</Field.Label>
            <Textarea
              value={note}
              maxLength={1000}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
          </Field.Root>
          {error ? (
            <Text role="alert" color="fg.error">
              {error}
            </Text>
          ) : null}
        </Stack>
      </DialogFrame>
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        tone="danger"
        title={`Cancel ${order.number}?`}
        description="A cancelled order keeps its number and history but moves no further. Work already planned against it stays on record."
        confirmLabel="Cancel order"
        cancelLabel="Keep the order"
        onConfirm={async () => {
          await move.mutateAsync({ order, status: 'cancelled', note: null });
          toaster.create({ type: 'success', title: `${order.number} cancelled` });
        }}
      />
    </HStack>
  );
}
