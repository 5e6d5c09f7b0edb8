/** Figures the production and stock reports share: months, percentages and quantities in en-IN. */
const percent = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 1 });
const quantity = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const month = new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric' });

/** 70.25 -> "70.3 %"; no figure -> "—". */
export const formatPercent = (value: number | null) => (value === null ? '—' : `${percent.format(value)} %`);

export const formatQuantity = (value: number) => quantity.format(value);

/** "2026-11-01" -> "Nov 2026", read as a calendar month whatever the browser's time zone. */
export const formatMonth = (iso: string) => month.format(new Date(`${iso.slice(0, 10)}T00:00:00`));
