import type { OrderStatus } from './shop-model';

export const STATUS_PALETTE: Record<OrderStatus, string> = {
  Placed: 'blue',
  'In production': 'orange',
  Dispatched: 'purple',
  Installed: 'green',
  Cancelled: 'red',
};

/** The order's path through the factory; a cancelled order leaves it. */
export const ORDER_STEPS: OrderStatus[] = ['Placed', 'In production', 'Dispatched', 'Installed'];

export const formatOrderDate = (isoDate: string) =>
  new Date(`${isoDate}T00:00:00`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
  });
