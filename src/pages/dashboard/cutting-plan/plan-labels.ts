/** One label per cut part of a saved plan, in the order the parts come off the sheets. */
import { href } from '@/routes/paths';
import type { SavedCuttingPlan } from '@/services/production';
import type { PartLabel } from '@/ui/components/label-sheet/label-sheet';

/** Where a part's QR code leads: its plan page, scrolled to the part's label. */
export function partLink(origin: string, planId: string, labelId: string): string {
  return `${origin}${href('/dashboard/optimizer', { plan: planId })}#part-${encodeURIComponent(labelId)}`;
}

/**
 * What the label's Code 128 barcode carries, for scanners that read only 1D codes: the plan id's first
 * 8 hex digits and the label's place in print order, from 1 (the database's cut_part_of_payload reads
 * it back the same way).
 */
export function partScanCode(planId: string, place: number): string {
  return `${planId.replace(/-/g, '').slice(0, 8).toUpperCase()}-${place}`;
}

export function planLabels(plan: SavedCuttingPlan, origin: string): PartLabel[] {
  const layout = plan.layout;
  if (!layout) return [];
  let place = 0;
  return layout.sheets.flatMap((sheet) =>
    sheet.parts.map((part) => {
      const info = layout.parts[part.partId];
      place += 1;
      return {
        id: part.labelId,
        partName: part.name,
        orderNumber: layout.order_number,
        lengthMm: info?.lengthMm ?? Math.round(part.cutLength),
        widthMm: info?.widthMm ?? Math.round(part.cutWidth),
        edges: info?.bands ?? { l1: null, l2: null, w1: null, w2: null },
        link: partLink(origin, plan.id, part.labelId),
        scanCode: partScanCode(plan.id, place),
        // A grain-locked part on a grained sheet keeps the grain along its length.
        grain: part.grainLocked && sheet.grain === 'length' ? ('length' as const) : null,
        detail: `${layout.panel_code} · sheet ${sheet.index}${part.copy > 1 ? ` · copy ${part.copy}` : ''}`,
      };
    }),
  );
}
