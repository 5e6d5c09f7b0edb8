/** How a quotation's status looks, and the pure rules of its page. */
import type { QuotationLine, QuotationStatus } from '@/services/commercials';

export const STATUS_PALETTE: Readonly<Record<QuotationStatus, string>> = {
  draft: 'gray',
  sent: 'blue',
  approved: 'green',
  rejected: 'red',
};

/** Why a quotation cannot be edited, or null for a draft. */
export function lockedReason(status: QuotationStatus, reference: string): string | null {
  switch (status) {
    case 'draft':
      return null;
    case 'sent':
      return `${reference} was sent to the client, so it is read-only: recall it to draft or make a revision to change it.`;
    case 'approved':
      return `${reference} was approved, so it is read-only: make a revision to change it.`;
    case 'rejected':
      return `${reference} was rejected, so it is read-only: make a revision to quote again.`;
  }
}

/** Lines grouped by room, rooms in the order their first line appears. */
export function linesByRoom<Line extends Pick<QuotationLine, 'room'>>(lines: readonly Line[]) {
  const groups = new Map<string, Line[]>();
  for (const line of lines) {
    const group = groups.get(line.room) ?? [];
    group.push(line);
    groups.set(line.room, group);
  }
  return [...groups].map(([room, roomLines]) => ({ room, lines: roomLines }));
}

export type LineChange = 'added' | 'removed' | 'changed' | 'same';

export interface ComparedLine {
  key: string;
  room: string;
  description: string;
  before: QuotationLine | null;
  after: QuotationLine | null;
  change: LineChange;
}

const FIGURES = ['quantity', 'unit_cost', 'margin_percent', 'discount_percent', 'gst_rate', 'unit'] as const;

/**
 * Two revisions' lines side by side, matched by their BOQ line (or item code and description when
 * a line has none), in the newer revision's order with removed lines after.
 */
export function compareLines(
  before: readonly QuotationLine[],
  after: readonly QuotationLine[],
): ComparedLine[] {
  const keyOf = (l: QuotationLine) => l.boq_item_id ?? `${l.item_code ?? ''}|${l.room}|${l.description}`;
  const old = new Map(before.map((l) => [keyOf(l), l]));
  const seen = new Set<string>();
  const rows: ComparedLine[] = after.map((l) => {
    const key = keyOf(l);
    seen.add(key);
    const prior = old.get(key) ?? null;
    const change: LineChange =
      prior === null
        ? 'added'
        : FIGURES.some((f) => prior[f] !== l[f]) || prior.description !== l.description
          ? 'changed'
          : 'same';
    return { key, room: l.room, description: l.description, before: prior, after: l, change };
  });
  for (const l of before) {
    const key = keyOf(l);
    if (!seen.has(key))
      rows.push({ key, room: l.room, description: l.description, before: l, after: null, change: 'removed' });
  }
  return rows;
}
