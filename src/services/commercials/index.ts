/** The commercials domain's public face: what pages, routes and stories import. */
export * from './boq';
export * from './client-ledger';
export * from './e-invoice';
export * from './gst-reports';
export * from './invoices';
export * from './order-edits';
export * from './orders';
export * from './project-finance';
export * from './proposals';
export * from './quotations';
export * from './receipts';

export * from './order-changes';
