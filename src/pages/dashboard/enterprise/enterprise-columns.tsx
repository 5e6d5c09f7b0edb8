/** The enterprise accounts table: name, plan, seats used of bought, renewal and account manager. */
import { Badge, HStack, Progress, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '@/ui';
import type { EnterpriseAccount } from '@/services/admin';
import { PLAN_LABELS, SUBSCRIPTION_PLANS } from '@/services/admin';
import { describeRenewal } from './renewal-words';

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
export const formatDate = (iso: string | null) =>
  iso ? dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '';

export function SeatsUsed({ account }: { account: EnterpriseAccount }) {
  const full = account.seats_free <= 0;
  return (
    <HStack gap="2" minW="32">
      <Progress.Root
        value={Math.min(account.seats_used, account.seats_bought)}
        max={account.seats_bought}
        size="sm"
        flex="1"
        colorPalette={full ? 'orange' : 'brand'}
      >
        <Progress.Track aria-label={`${account.seats_used} of ${account.seats_bought} seats used`}>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text textStyle="sm" whiteSpace="nowrap">
        {account.seats_used} / {account.seats_bought}
      </Text>
    </HStack>
  );
}

export function enterpriseColumns(): DataTableColumn<EnterpriseAccount>[] {
  return [
    { id: 'name', header: 'Account', value: (a) => a.name, sortable: true, hideable: false },
    {
      id: 'plan',
      header: 'Plan',
      value: (a) => PLAN_LABELS[a.plan],
      csv: (a) => a.plan,
      sortable: true,
      filter: {
        kind: 'select',
        options: SUBSCRIPTION_PLANS.map((p) => ({ value: p, label: PLAN_LABELS[p] })),
      },
    },
    {
      id: 'seats_used',
      header: 'Seats used',
      value: (a) => a.seats_used,
      cell: (a) => <SeatsUsed account={a} />,
      csv: (a) => a.seats_used,
      sortable: true,
    },
    {
      id: 'seats_bought',
      header: 'Seats bought',
      value: (a) => a.seats_bought,
      sortable: true,
      align: 'end',
    },
    {
      id: 'renewal_date',
      header: 'Renewal',
      value: (a) => formatDate(a.renewal_date),
      cell: (a) => (
        <HStack gap="2">
          <Text>{formatDate(a.renewal_date)}</Text>
          {a.days_to_renewal >= 0 && a.days_to_renewal <= 30 ? (
            <Badge colorPalette="orange">{describeRenewal(a.days_to_renewal)}</Badge>
          ) : a.days_to_renewal < 0 ? (
            <Badge colorPalette="red">overdue</Badge>
          ) : null}
        </HStack>
      ),
      csv: (a) => a.renewal_date,
      sortable: true,
    },
    { id: 'account_manager', header: 'Account manager', value: (a) => a.account_manager_name ?? '' },
  ];
}
