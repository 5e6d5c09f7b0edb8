/** The executive's headline figures and the month's target. */
import { Stack, Text } from '@chakra-ui/react';
import { GoalProgress } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import type { SalesDashboard } from '@/services/crm';
import { formatCount, LinkedFigures } from '../crm-figures';
import { leadsHref } from '../crm-links';
import { href } from '@/routes/paths';

export function wonStageId(data: SalesDashboard): string | undefined {
  return data.pipeline.find((stage) => stage.is_won)?.stage_id;
}

export function conversionsValue(data: SalesDashboard): string {
  return data.target_conversions === null
    ? formatCount(data.conversions_month)
    : `${formatCount(data.conversions_month)} of ${formatCount(data.target_conversions)}`;
}

export function SalesFigures({ data }: { data: SalesDashboard }) {
  return (
    <LinkedFigures
      label="My day"
      figures={[
        {
          label: 'Follow-ups due today',
          value: formatCount(data.due_today),
          to: leadsHref({ owner: 'me', due: 'today' }),
        },
        {
          label: 'Overdue follow-ups',
          value: formatCount(data.overdue),
          lowerIsBetter: true,
          to: leadsHref({ owner: 'me', due: 'overdue' }),
        },
        {
          label: 'Conversions this month',
          value: conversionsValue(data),
          to: leadsHref({ owner: 'me', stage: wonStageId(data) }),
        },
        {
          label: 'Appointments in the next 7 days',
          value: formatCount(data.appointments_upcoming),
          to: href('/dashboard/appointments'),
        },
      ]}
    />
  );
}

export function MonthTarget({ data }: { data: SalesDashboard }) {
  const month = new Intl.DateTimeFormat('en-IN', { month: 'long', year: 'numeric' }).format(
    new Date(`${data.month}T00:00:00`),
  );
  if (data.target_conversions === null) {
    return (
      <Text color="fg.muted" textStyle="sm">
        No target is set for {month}. A sales manager sets monthly targets.
      </Text>
    );
  }
  return (
    <Stack gap="3">
      <GoalProgress
        title={`Target for ${month}`}
        goals={[
          {
            id: 'conversions',
            label: 'Conversions',
            value: data.conversions_month,
            target: data.target_conversions,
          },
        ]}
      />
      {data.target_value !== null && data.target_value > 0 && (
        <Text textStyle="sm" color="fg.muted">
          Converted value {wholeRupees.format(data.converted_value_month)} of{' '}
          {wholeRupees.format(data.target_value)}
        </Text>
      )}
    </Stack>
  );
}
