/** The order's service tickets after the sale, and "Open ticket" on it (ticket.client). */
import type { SalesOrder } from '@/services/commercials';
import { ServiceTickets } from '../support/service-tickets';
import { OrderSection as Section } from './order-section';

export function OrderServiceTickets({ order }: { order: Pick<SalesOrder, 'id' | 'number' | 'client_id'> }) {
  return (
    <Section title="Service tickets">
      <ServiceTickets target={{ clientId: order.client_id, orderId: order.id }} about={order.number} />
    </Section>
  );
}
