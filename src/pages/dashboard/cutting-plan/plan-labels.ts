/** One label per cut part of a saved plan, in the order the parts come off the sheets. */
import { href } from '@/routes/paths';
import type { SavedCuttingPlan } from '@/services/production';
import type { PartLabel } from '@/ui/components/label-sheet/label-sheet';

/** Where a part's QR code leads: its plan page, scrolled to the part's label. */
export function partLink(origin: string, planId: string, labelId: string): string {
  return `${origin}${href('/dashboard/optimizer', { plan: planId })}#part-${encodeURIComponent(labelId)}`;
}

export function planLabels(plan: SavedCuttingPlan, origin: string): PartLabel[] {
  const layout = plan.layout;
  if (!layout) return [];
  return layout.sheets.flatMap((sheet) =>
    sheet.parts.map((part) => {
      const info = layout.parts[part.partId];
      return {
        id: part.labelId,
        partName: part.name,
        orderNumber: layout.order_number,
        lengthMm: info?.lengthMm ?? Math.round(part.cutLength),
        widthMm: info?.widthMm ?? Math.round(part.cutWidth),
        edges: info?.bands ?? { l1: null, l2: null, w1: null, w2: null },
        link: partLink(origin, plan.id, part.labelId),
        detail: `${layout.panel_code} · sheet ${sheet.index}${part.copy > 1 ? ` · copy ${part.copy}` : ''}`,
      };
    }),
  );
}
