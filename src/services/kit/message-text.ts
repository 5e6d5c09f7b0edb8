/**
 * The one way a message is made from a template kept in code: each `{word}` replaced by its value,
 * any `{word}` without a value left as written (so a missing value shows rather than vanishes). The
 * receivables reminder and the morning digest are written this way; the lead drawer's editable
 * templates (crm/message-templates.ts) add their own rule on which words are allowed.
 */
export type MessageValues = Readonly<Record<string, string>>;

export function fillMessage(template: string, values: MessageValues): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}
