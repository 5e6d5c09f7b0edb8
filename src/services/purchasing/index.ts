/** The purchasing domain's public face: suppliers, purchase orders and goods receipts. */
export * from './purchase-orders';
export * from './suppliers';
