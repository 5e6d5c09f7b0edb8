import { describe, expect, it } from 'vitest';
import type { QuotationLine } from '@/services/commercials';
import { compareLines, linesByRoom, lockedReason } from './quotation-status';

const line = (over: Partial<QuotationLine>): QuotationLine => ({
  id: 'l1',
  quotation_id: 'q',
  position: 1,
  boq_item_id: 'b1',
  item_code: 'WRD-01',
  room: 'Bedroom',
  description: 'Wardrobe',
  hsn: '9403',
  unit: 'sqft',
  quantity: 10,
  unit_cost: 100,
  margin_percent: 20,
  discount_percent: 0,
  gst_rate: 18,
  ...over,
});

describe('quotation page rules', () => {
  it('says why a quotation is read-only', () => {
    expect(lockedReason('draft', 'QT-2026-0001')).toBeNull();
    expect(lockedReason('sent', 'QT-2026-0001')).toMatch(/sent to the client, so it is read-only/);
    expect(lockedReason('approved', 'QT-2026-0001 R2')).toMatch(/^QT-2026-0001 R2 was approved/);
  });

  it('groups lines by room in the order they come', () => {
    const groups = linesByRoom([
      line({ room: 'Kitchen' }),
      line({ room: 'Bedroom' }),
      line({ room: 'Kitchen' }),
    ]);
    expect(groups.map((g) => [g.room, g.lines.length])).toEqual([
      ['Kitchen', 2],
      ['Bedroom', 1],
    ]);
  });

  it('compares two revisions by BOQ line: changed, added, removed and same', () => {
    const before = [
      line({}),
      line({ id: 'l2', boq_item_id: 'b2', quantity: 1 }),
      line({ id: 'l3', boq_item_id: 'b3' }),
    ];
    const after = [
      line({ id: 'n1' }),
      line({ id: 'n2', boq_item_id: 'b2', quantity: 2 }),
      line({ id: 'n4', boq_item_id: 'b4' }),
    ];
    expect(compareLines(before, after).map((r) => [r.key, r.change])).toEqual([
      ['b1', 'same'],
      ['b2', 'changed'],
      ['b4', 'added'],
      ['b3', 'removed'],
    ]);
  });
});
