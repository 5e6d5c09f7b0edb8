/**
 * Lead stages or statuses: drag (or keyboard-move) to reorder, saved in one call; add, edit and
 * delete. A stage or status in use is kept, and the refusal says how many leads use it.
 */
import { Badge, Box, Button, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { ConfirmDialog, ErrorState, LoadingState, SortableList, toaster } from '@/ui';
import type { LeadStage, LeadStatus } from '@/services/crm';
import {
  outcomeOf,
  useDeleteLeadSetting,
  useReorderLeadSettings,
  type LeadSettingKind,
} from '@/services/crm';
import { LeadSettingDialog } from './lead-setting-dialog';

type Item = LeadStage | LeadStatus;

const isStage = (item: Item): item is LeadStage => 'is_won' in item;

const NOUN: Record<LeadSettingKind, { one: string; many: string; title: string }> = {
  stage: { one: 'stage', many: 'stages', title: 'Lead stages' },
  status: { one: 'status', many: 'statuses', title: 'Lead statuses' },
};

export interface LeadSettingListProps {
  kind: LeadSettingKind;
  items: readonly Item[] | undefined;
  isPending: boolean;
  error: Error | null;
  onRetry: () => void;
  /** Null when the person may edit; otherwise why not. */
  lockedReason: string | null;
}

export function LeadSettingList({
  kind,
  items,
  isPending,
  error,
  onRetry,
  lockedReason,
}: LeadSettingListProps) {
  const noun = NOUN[kind];
  const reorder = useReorderLeadSettings();
  const remove = useDeleteLeadSetting();
  const [order, setOrder] = useState<Item[]>([]);
  const [editing, setEditing] = useState<Item | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Item | null>(null);
  useEffect(() => setOrder(items ? [...items] : []), [items]);

  const headingId = `lead-${kind}-heading`;
  const canEdit = lockedReason === null;

  const renderRow = (item: Item, handle: ReactNode) => (
    <HStack borderWidth="1px" rounded="l2" px="3" py="2" gap="3" bg="bg.panel">
      {handle}
      {/* The colour is data (chosen here), so it is drawn by style. */}
      <Box
        boxSize="4"
        rounded="full"
        flexShrink="0"
        borderWidth="1px"
        style={{ background: item.colour }}
        aria-hidden="true"
      />
      <Text flex="1" minW="0" truncate>
        {item.name}
      </Text>
      {isStage(item) && outcomeOf(item) !== 'open' ? (
        <Badge colorPalette={item.is_won ? 'green' : 'gray'}>{item.is_won ? 'Won' : 'Lost or closed'}</Badge>
      ) : null}
      {canEdit ? (
        <HStack gap="1">
          <IconButton
            aria-label={`Edit ${item.name}`}
            size="sm"
            variant="ghost"
            onClick={() => setEditing(item)}
          >
            <Pencil />
          </IconButton>
          <IconButton
            aria-label={`Delete ${item.name}`}
            size="sm"
            variant="ghost"
            colorPalette="red"
            onClick={() => setDeleting(item)}
          >
            <Trash2 />
          </IconButton>
        </HStack>
      ) : null}
    </HStack>
  );

  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <HStack justify="space-between" wrap="wrap" gap="2">
        <Stack gap="0">
          <Heading as="h2" size="md" id={headingId}>
            {noun.title}
          </Heading>
          <Text color="fg.muted" textStyle="sm">
            {kind === 'stage'
              ? 'The order leads move through; drag a stage by its handle (or press Space on it and use the arrow keys).'
              : 'How warm a lead is; drag a status by its handle to reorder.'}
          </Text>
        </Stack>
        {canEdit ? (
          <Button size="sm" variant="outline" onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" /> Add {noun.one}
          </Button>
        ) : null}
      </HStack>
      {isPending ? <LoadingState label={`Loading the ${noun.many}…`} minH="20" /> : null}
      {error ? (
        <ErrorState
          title={`The ${noun.many} could not be loaded`}
          message={error.message}
          onRetry={onRetry}
        />
      ) : null}
      {!isPending && !error ? (
        canEdit ? (
          <SortableList
            label={noun.title}
            items={order}
            getId={(item) => item.id}
            getLabel={(item) => item.name}
            renderItem={(item, handle) => renderRow(item, handle)}
            gap="2"
            onReorder={(next) => {
              const before = order;
              setOrder(next);
              reorder.mutate(
                { kind, ids: next.map((item) => item.id) },
                {
                  onSuccess: () => toaster.create({ type: 'success', title: `Order of ${noun.many} saved` }),
                  onError: (cause) => {
                    setOrder(before);
                    toaster.create({
                      type: 'error',
                      title: `The new order was not saved`,
                      description: cause.message,
                    });
                  },
                },
              );
            }}
          />
        ) : (
          <Stack as="ul" aria-label={noun.title} gap="2" listStyleType="none">
            {order.map((item) => (
              <li key={item.id}>{renderRow(item, null)}</li>
            ))}
          </Stack>
        )
      ) : null}
      {editing !== null ? (
        <LeadSettingDialog
          kind={kind}
          item={editing === 'new' ? null : editing}
          nextPosition={Math.max(0, ...order.map((item) => item.position)) + 1}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        tone="danger"
        title={`Delete the ${noun.one} “${deleting?.name ?? ''}”?`}
        description={`Only a ${noun.one} no lead uses can be deleted.`}
        confirmLabel="Delete"
        onConfirm={async () => {
          if (!deleting) return;
          await remove.mutateAsync({ kind, id: deleting.id });
          toaster.create({ type: 'success', title: `${deleting.name} deleted` });
        }}
      />
    </Stack>
  );
}
