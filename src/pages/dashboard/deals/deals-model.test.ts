import { describe, expect, it } from 'vitest';
import type { Deal } from '@/services/crm';
import { applyMove, closing, positionAt, stageSummaries } from './deals-model';

const deal = (id: string, stage: Deal['stage'], position: number, value = 100): Deal => ({
  id,
  lead_id: 'lead',
  title: id,
  pipeline: 'Residential',
  stage,
  value,
  probability_percent: null,
  expected_close: null,
  owner_id: null,
  position,
  closed_at: null,
  close_reason: null,
  updated_at: '2026-11-20T10:00:00Z',
  version: 1,
  lead_name: null,
  company_name: null,
  owner_name: null,
});

describe('deals model', () => {
  it('counts and sums each stage', () => {
    const summary = stageSummaries([
      deal('a', 'proposal', 1, 250000),
      deal('b', 'proposal', 2, 50000),
      deal('c', 'won', 1),
    ]);
    expect(summary.proposal).toEqual({ count: 2, value: 300000 });
    expect(summary.won).toEqual({ count: 1, value: 100 });
    expect(summary.lost).toEqual({ count: 0, value: 0 });
  });

  it('places a dropped card before the card it lands on, or after the last', () => {
    const column = [deal('a', 'proposal', 3), deal('b', 'proposal', 7)];
    expect(positionAt([], 0)).toBe(0);
    expect(positionAt(column, 0)).toBe(3);
    expect(positionAt(column, 1)).toBe(7);
    expect(positionAt(column, 2)).toBe(8);
  });

  it('shows the moved card in its new column at once', () => {
    const moved = applyMove(
      [deal('a', 'proposal', 1), deal('b', 'won', 1), deal('c', 'won', 4)],
      'a',
      'won',
      4,
    );
    expect(moved.map((d) => `${d.id}:${d.stage}`)).toEqual(['b:won', 'a:won', 'c:won']);
  });

  it('asks for a reason when a deal is won or lost', () => {
    expect(closing('lost')).toBe('lost');
    expect(closing('won')).toBe('won');
    expect(closing('proposal')).toBeNull();
  });
});
