/** The subscriber list's columns: plan and status badges, dates in words, the staff by name. */
import { Badge } from '@chakra-ui/react';
import type { DataTableColumn } from '@/ui';
import {
  PLAN_LABELS,
  STATUS_LABELS,
  SUBSCRIBER_STATUSES,
  SUBSCRIPTION_PLANS,
  type Subscriber,
  type SubscriberStatus,
} from '@/services/admin';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
export const formatDate = (iso: string | null) =>
  iso ? dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '';

const STATUS_PALETTE: Record<SubscriberStatus, string> = {
  trial: 'blue',
  active: 'green',
  past_due: 'orange',
  suspended: 'red',
  cancelled: 'gray',
  expired: 'gray',
};

export function subscriberColumns(
  staffName: (id: string | null) => string,
  cities: string[],
): DataTableColumn<Subscriber>[] {
  return [
    {
      id: 'business_name',
      header: 'Subscriber',
      value: (s) => s.business_name,
      sortable: true,
      hideable: false,
    },
    {
      id: 'plan',
      header: 'Plan',
      value: (s) => PLAN_LABELS[s.plan],
      csv: (s) => s.plan,
      sortable: true,
      filter: {
        kind: 'select',
        options: SUBSCRIPTION_PLANS.map((p) => ({ value: p, label: PLAN_LABELS[p] })),
      },
    },
    {
      id: 'status',
      header: 'Status',
      value: (s) => STATUS_LABELS[s.status],
      cell: (s) => <Badge colorPalette={STATUS_PALETTE[s.status]}>{STATUS_LABELS[s.status]}</Badge>,
      csv: (s) => s.status,
      sortable: true,
      filter: {
        kind: 'select',
        options: SUBSCRIBER_STATUSES.map((v) => ({ value: v, label: STATUS_LABELS[v] })),
      },
    },
    {
      id: 'start_date',
      header: 'Start date',
      value: (s) => formatDate(s.start_date),
      csv: (s) => s.start_date,
      sortable: true,
    },
    {
      id: 'end_date',
      header: 'End date',
      value: (s) => formatDate(s.end_date),
      csv: (s) => s.end_date,
      sortable: true,
    },
    {
      id: 'city',
      header: 'City',
      value: (s) => s.city,
      sortable: true,
      filter: { kind: 'select', options: cities.map((c) => ({ value: c, label: c })) },
    },
    { id: 'sales_person', header: 'Sales person', value: (s) => staffName(s.sales_person_id) },
    { id: 'account_manager', header: 'Account manager', value: (s) => staffName(s.account_manager_id) },
    { id: 'manager', header: 'Manager', value: (s) => staffName(s.manager_id) },
    {
      id: 'discount_percent',
      header: 'Discount %',
      value: (s) => s.discount_percent,
      sortable: true,
      align: 'end',
    },
  ];
}
