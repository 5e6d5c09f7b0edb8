/** The purchasing domain's public face: suppliers, purchase orders, goods receipts and paying suppliers. */
export * from './purchase-orders';
export * from './supplier-payments';
export * from './suppliers';
export * from './purchase-order-document';
export * from './supplier-form';
