/** The directory forms' text values; the lists' URL is directory.contract.ts's. */
/** A row's values as the form's text inputs hold them (null → ''). */
export function formValuesOf<Keys extends string>(
  row: Partial<Record<Keys, unknown>> | null,
  keys: readonly Keys[],
): Record<Keys, string> {
  return Object.fromEntries(
    keys.map((key) => {
      const value = row?.[key];
      return [key, typeof value === 'string' ? value : value == null ? '' : String(value)];
    }),
  ) as Record<Keys, string>;
}
