/**
 * What is left unpaid by age, as the receivables and payables views give it: the four bands from
 * the document's date, each a `numeric` column of the same name.
 */
import { numeric } from './schemas';

export const AGEING_BANDS = [
  { key: 'days_0_30', label: '0–30 days' },
  { key: 'days_31_60', label: '31–60 days' },
  { key: 'days_61_90', label: '61–90 days' },
  { key: 'days_over_90', label: 'Over 90 days' },
] as const;
export type AgeingBandKey = (typeof AGEING_BANDS)[number]['key'];

/** The band columns of a row schema: spread into z.object({ ... }). */
export const ageingColumns = {
  days_0_30: numeric,
  days_31_60: numeric,
  days_61_90: numeric,
  days_over_90: numeric,
};
