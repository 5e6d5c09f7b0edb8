import { rupeesWithPaiseIfAny } from '@/ui/format/rupees';

/** Catalogue figures as the trade reads them: sizes in mm, money in rupees, GST as a percentage. */
export const mm = (value: number | string | null): string => (value === null ? '' : `${Number(value)} mm`);
export const rupees = (value: number | string | null): string =>
  value === null ? '' : rupeesWithPaiseIfAny.format(Number(value));
export const percent = (value: number | string): string => `${Number(value)}%`;
export const sheetSize = (length: number | null, width: number | null): string =>
  length === null || width === null ? '—' : `${length} × ${width} mm`;
