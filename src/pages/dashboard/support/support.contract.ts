/**
 * The support queue's URL contract: `q`, `status` (a status or `active`), `priority`, `assignee`
 * (a staff id or `none`), `breached=1`, `customers` (`client` or `subscriber`), `sort`/`dir`, `page`,
 * `size`, and `ticket` (the open ticket, or `new`); and the service query a view asks for.
 */
import { anyText, defineListContract, oneOf, pageQueryOf } from '@/pages/list-kit';
import {
  TICKET_CUSTOMER_KINDS,
  TICKET_PRIORITIES,
  TICKET_SORT_COLUMNS,
  TICKET_STATUSES,
  type TicketQuery,
} from '@/services/learning';

export const supportList = defineListContract({
  filters: {
    status: oneOf([...TICKET_STATUSES, 'active']),
    priority: oneOf(TICKET_PRIORITIES),
    assignee: anyText,
    breached: oneOf(['1']),
    customers: oneOf(TICKET_CUSTOMER_KINDS),
  },
  tableFilters: ['status', 'priority'],
  sortKeys: TICKET_SORT_COLUMNS,
  openRecord: 'ticket',
});

export type SupportListState = ReturnType<typeof supportList.read>;

export function ticketQueryOf(state: SupportListState): TicketQuery {
  const { filters } = state;
  return {
    ...pageQueryOf(state),
    status: filters.status,
    priority: filters.priority,
    assignee: filters.assignee,
    breached: filters.breached === '1' ? true : undefined,
    customers: filters.customers,
  };
}
