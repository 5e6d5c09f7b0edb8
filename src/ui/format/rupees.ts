/**
 * Money in Indian rupees with the Indian digit grouping (₹1,23,456), in the three precisions the app
 * shows. One place for them: pages, demos and stories format amounts the same way.
 */

/** Whole rupees, rounded: totals, budgets, prices on cards (₹1,23,457). */
export const wholeRupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 0,
});

/** Rupees and paise, always two places: invoices and trades (₹1,23,456.70). */
export const rupeesAndPaise = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Paise only when there are any: shop prices (₹1,23,456 or ₹1,23,456.5). */
export const rupeesWithPaiseIfAny = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});
