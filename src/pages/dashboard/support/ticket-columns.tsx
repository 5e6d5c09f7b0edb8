/** The support queue's columns: subject, customer (client or subscriber), order, priority, status, assignee, SLA clock, opened. */
import { Badge } from '@chakra-ui/react';
import { SlaClock, type DataTableColumn } from '@/ui';
import {
  TICKET_PRIORITIES,
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TICKET_STATUSES,
  type Ticket,
  type TicketPriority,
  type TicketStatus,
} from '@/services/learning';

const dateTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
export const formatDateTime = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : '');

export const PRIORITY_PALETTE: Record<TicketPriority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};
export const STATUS_PALETTE: Record<TicketStatus, string> = {
  new: 'purple',
  open: 'blue',
  waiting_on_customer: 'yellow',
  resolved: 'green',
  closed: 'gray',
};

export function ticketColumns(): DataTableColumn<Ticket>[] {
  return [
    { id: 'subject', header: 'Subject', value: (t) => t.subject, sortable: true, hideable: false },
    { id: 'customer', header: 'Customer', value: (t) => t.customer_name ?? '' },
    { id: 'order', header: 'Order', value: (t) => t.order_number ?? '' },
    {
      id: 'priority',
      header: 'Priority',
      value: (t) => TICKET_PRIORITY_LABELS[t.priority],
      cell: (t) => (
        <Badge colorPalette={PRIORITY_PALETTE[t.priority]}>{TICKET_PRIORITY_LABELS[t.priority]}</Badge>
      ),
      csv: (t) => t.priority,
      sortable: true,
      filter: {
        kind: 'select',
        options: TICKET_PRIORITIES.map((p) => ({ value: p, label: TICKET_PRIORITY_LABELS[p] })),
      },
    },
    {
      id: 'status',
      header: 'Status',
      value: (t) => TICKET_STATUS_LABELS[t.status],
      cell: (t) => <Badge colorPalette={STATUS_PALETTE[t.status]}>{TICKET_STATUS_LABELS[t.status]}</Badge>,
      csv: (t) => t.status,
      sortable: true,
      filter: {
        kind: 'select',
        options: [
          { value: 'active', label: 'Not yet resolved' },
          ...TICKET_STATUSES.map((s) => ({ value: s, label: TICKET_STATUS_LABELS[s] })),
        ],
      },
    },
    { id: 'assignee', header: 'Assignee', value: (t) => t.assignee_name ?? 'Unassigned' },
    {
      id: 'sla_deadline',
      header: 'SLA',
      value: (t) => formatDateTime(t.sla_deadline),
      cell: (t) => <SlaClock deadline={t.sla_deadline} stoppedAt={t.resolved_at} />,
      csv: (t) => t.sla_deadline,
      sortable: true,
    },
    {
      id: 'created_at',
      header: 'Opened',
      value: (t) => formatDateTime(t.created_at),
      csv: (t) => t.created_at,
      sortable: true,
    },
  ];
}
