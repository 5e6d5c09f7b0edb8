/**
 * The deals board's pure rules: each column's count and value, where a dropped card is stored
 * (position), and which moves ask for a reason first. The URL's view and filters are the contract's
 * (deals.contract.ts).
 */
import { DEAL_STAGES, type Deal, type DealStage } from '@/services/crm';

export interface StageSummary {
  count: number;
  value: number;
}

export function stageSummaries(deals: readonly Deal[]): Record<DealStage, StageSummary> {
  const summary = Object.fromEntries(DEAL_STAGES.map((stage) => [stage, { count: 0, value: 0 }])) as Record<
    DealStage,
    StageSummary
  >;
  for (const deal of deals) {
    summary[deal.stage].count += 1;
    summary[deal.stage].value += Number.isFinite(deal.value) ? deal.value : 0;
  }
  return summary;
}

/**
 * The position a card dropped at `index` of a column gets (the column without the card): the
 * position of the card it lands before (the board shows the newest move first among equals), or one
 * past the last card.
 */
export function positionAt(column: readonly Pick<Deal, 'position'>[], index: number): number {
  if (column.length === 0) return 0;
  const before = column[Math.max(0, index)];
  if (before) return before.position;
  return (column[column.length - 1]?.position ?? 0) + 1;
}

/** The deals as the board shows them after a move, before the database has answered. */
export function applyMove(deals: readonly Deal[], id: string, stage: DealStage, position: number): Deal[] {
  const moved = deals.find((deal) => deal.id === id);
  if (!moved) return [...deals];
  const rest = deals.filter((deal) => deal.id !== id);
  const next = { ...moved, stage, position };
  const at = rest.findIndex((deal) => deal.stage === stage && deal.position >= position);
  return at < 0 ? [...rest, next] : [...rest.slice(0, at), next, ...rest.slice(at)];
}

/** Closing a deal asks why: required for lost, optional for won. */
export function closing(stage: DealStage): 'won' | 'lost' | null {
  return stage === 'won' || stage === 'lost' ? stage : null;
}
