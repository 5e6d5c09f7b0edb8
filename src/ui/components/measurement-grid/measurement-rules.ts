/**
 * The rules a room measurement's cells follow, as the database's checks on recce_measurements hold
 * them: room named (up to 80 characters), wall optional, length and breadth whole millimetres above
 * zero up to 100 000, height optional up to 20 000. One message per cell.
 */

export interface MeasurementRow {
  id: string;
  room: string;
  wall: string;
  length: string;
  breadth: string;
  height: string;
}

export type MeasurementKey = Exclude<keyof MeasurementRow, 'id'>;

export const MEASUREMENT_MAX_MM = { length: 100_000, breadth: 100_000, height: 20_000 } as const;

const NUMBER_LABELS = { length: 'length', breadth: 'breadth', height: 'height' } as const;

/** The message for one cell, or null when it is fine. */
export function measurementCellError(key: MeasurementKey, raw: string): string | null {
  const value = raw.trim();
  if (key === 'room') {
    if (value === '') return 'Name the room';
    return value.length > 80 ? 'Keep the room under 80 characters' : null;
  }
  if (key === 'wall') return value.length > 80 ? 'Keep the wall under 80 characters' : null;
  if (value === '') return key === 'height' ? null : `Enter the ${NUMBER_LABELS[key]} in mm`;
  if (!/^-?\d+(\.\d+)?$/.test(value)) return 'Numbers only (mm)';
  const number = Number(value);
  if (number <= 0) return `The ${NUMBER_LABELS[key]} must be above zero`;
  if (!Number.isInteger(number)) return 'Whole millimetres only';
  const max = MEASUREMENT_MAX_MM[key];
  if (number > max) return `At most ${max} mm`;
  return null;
}

const KEYS: readonly MeasurementKey[] = ['room', 'wall', 'length', 'breadth', 'height'];

/**
 * Messages by cell for one row. A blank required cell is only reported once the row was committed
 * (`touched`), so a new row does not start red.
 */
export function measurementRowErrors(row: MeasurementRow, touched: boolean): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const key of KEYS) {
    if (!touched && row[key].trim() === '') continue;
    const message = measurementCellError(key, row[key]);
    if (message) errors[key] = message;
  }
  return errors;
}

export function isMeasurementRowValid(row: MeasurementRow): boolean {
  return KEYS.every((key) => measurementCellError(key, row[key]) === null);
}
