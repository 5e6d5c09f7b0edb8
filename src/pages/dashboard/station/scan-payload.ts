/**
 * What a scan at a station read, in the labels' own terms: the QR code's link to the part
 * (…/dashboard/optimizer?plan=<plan id>#part-<label>, plan-labels.ts partLink) or the Code 128 short
 * scan code (<8 hex>-<place>, partScanCode). Anything else (a URL of another page, a product's EAN)
 * is not a part label. The database reads the same two forms (cut_part_of_payload); this lets the
 * camera pass over codes that are not labels instead of sending them.
 */
export type ScannedPart =
  | { readonly kind: 'link'; readonly planId: string; readonly labelId: string }
  | { readonly kind: 'code'; readonly planPrefix: string; readonly place: number };

const PLAN_ID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;
const SHORT_CODE = /^([0-9a-f]{8})-([0-9]{1,5})$/i;

export function parseScannedPayload(text: string): ScannedPart | null {
  const scanned = text.trim();
  const code = SHORT_CODE.exec(scanned);
  if (code) {
    const place = Number(code[2]);
    return place >= 1 ? { kind: 'code', planPrefix: (code[1] ?? '').toUpperCase(), place } : null;
  }
  let url: URL;
  try {
    url = new URL(scanned, 'https://label.invalid');
  } catch {
    return null;
  }
  const planId = url.searchParams.get('plan');
  if (!url.pathname.endsWith('/dashboard/optimizer') || planId === null || !PLAN_ID.test(planId)) {
    return null;
  }
  if (!url.hash.startsWith('#part-')) return null;
  let labelId: string;
  try {
    labelId = decodeURIComponent(url.hash.slice('#part-'.length));
  } catch {
    return null;
  }
  return labelId === '' ? null : { kind: 'link', planId, labelId };
}
