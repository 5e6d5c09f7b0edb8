import { Text } from '@chakra-ui/react';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { KanbanBoard, toaster, type KanbanColumn } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import { ConflictError, isDataSourceError } from '@/services/backend';
import {
  DEAL_STAGE_LABELS,
  DEAL_STAGES,
  dealKeys,
  moveDeal,
  type Deal,
  type DealRow,
  type DealStage,
  isDealStage,
} from '@/services/crm';
import { CloseDealDialog } from './close-deal-dialog';
import { DealCard } from './deal-card';
import { applyMove, closing, positionAt, stageSummaries } from './deals-model';

export const CONFLICT_MESSAGE = 'This deal was moved by someone else. The board has been reloaded.';

export interface DealBoardProps {
  deals: readonly Deal[];
  /** Null when the person may move deals; otherwise why not (every card is locked). */
  lockedReason: string | null;
}

interface PendingClose {
  deal: Deal;
  stage: DealStage;
  index: number;
}

function failureMessage(error: unknown): string {
  if (isDataSourceError(error) && error.kind === 'permission') return 'This deal is not yours to move.';
  return error instanceof Error ? error.message : 'The move did not go through.';
}

/**
 * The deals as a board by stage. A move shows at once, is saved with the version the card showed
 * (someone else's newer move refuses it: the board says so and reloads), and offers Undo, itself
 * version-guarded. Won and lost ask why first.
 */
export function DealBoard({ deals, lockedReason }: DealBoardProps) {
  const client = useQueryClient();
  const [optimistic, setOptimistic] = useState<Deal[] | null>(null);
  const [pendingClose, setPendingClose] = useState<PendingClose | null>(null);
  const cards = optimistic ?? deals;
  const summaries = useMemo(() => stageSummaries(cards), [cards]);
  const columns: KanbanColumn[] = DEAL_STAGES.map((stage) => ({
    id: stage,
    title: DEAL_STAGE_LABELS[stage],
    summary: (
      <Text as="span">
        {summaries[stage].count} {summaries[stage].count === 1 ? 'deal' : 'deals'} ·{' '}
        {wholeRupees.format(summaries[stage].value)}
      </Text>
    ),
  }));

  const reload = () => client.invalidateQueries({ queryKey: dealKeys.all });

  const save = async (deal: Deal, stage: DealStage, position: number, closeReason?: string | null) => {
    setOptimistic(applyMove(cards, deal.id, stage, position));
    let saved: DealRow | null = null;
    try {
      saved = await moveDeal({
        id: deal.id,
        version: deal.version,
        stage,
        position,
        ...(closeReason !== undefined ? { closeReason } : {}),
      });
    } catch (error) {
      toaster.create(
        error instanceof ConflictError
          ? { type: 'error', title: CONFLICT_MESSAGE }
          : { type: 'error', title: 'The deal was not moved', description: failureMessage(error) },
      );
    }
    await reload();
    setOptimistic(null);
    return saved;
  };

  const undo = async (before: Deal, after: DealRow) => {
    try {
      await moveDeal({
        id: before.id,
        version: after.version,
        stage: before.stage,
        position: before.position,
        closeReason: before.close_reason,
      });
      toaster.create({
        type: 'info',
        title: `${before.title} is back in ${DEAL_STAGE_LABELS[before.stage]}`,
      });
    } catch (error) {
      toaster.create(
        error instanceof ConflictError
          ? { type: 'error', title: CONFLICT_MESSAGE }
          : { type: 'error', title: 'The move was not undone', description: failureMessage(error) },
      );
    }
    await reload();
  };

  const move = async (deal: Deal, stage: DealStage, index: number, closeReason?: string | null) => {
    const column = cards.filter((card) => card.stage === stage && card.id !== deal.id);
    const saved = await save(deal, stage, positionAt(column, index), closeReason);
    if (!saved) return;
    toaster.create({
      type: 'success',
      title: `${deal.title} moved to ${DEAL_STAGE_LABELS[stage]}`,
      action: { label: 'Undo', onClick: () => void undo(deal, saved) },
    });
  };

  return (
    <>
      <KanbanBoard
        label="Deals by stage"
        columns={columns}
        cards={cards}
        getCardId={(deal) => deal.id}
        getColumnId={(deal) => deal.stage}
        getCardLabel={(deal) => deal.title}
        renderCard={(deal) => <DealCard deal={deal} />}
        isCardDisabled={() => lockedReason !== null}
        onMove={(deal, toColumnId, toIndex) => {
          if (!isDealStage(toColumnId)) return;
          // The dialog opens once the Move menu (or the drop) has finished with focus.
          if (closing(toColumnId)) {
            window.setTimeout(() => setPendingClose({ deal, stage: toColumnId, index: toIndex }), 50);
          } else void move(deal, toColumnId, toIndex);
        }}
      />
      <CloseDealDialog
        closing={
          pendingClose
            ? { title: pendingClose.deal.title, outcome: closing(pendingClose.stage) ?? 'won' }
            : null
        }
        onCancel={() => setPendingClose(null)}
        onConfirm={(reason) => {
          const pending = pendingClose;
          setPendingClose(null);
          if (pending) void move(pending.deal, pending.stage, pending.index, reason || null);
        }}
      />
    </>
  );
}
