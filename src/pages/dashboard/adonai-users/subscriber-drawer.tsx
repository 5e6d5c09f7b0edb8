/**
 * One subscriber beside the list: their details, the plan history and the plan change, which
 * only sales and admin may make (the controls stay, disabled, with the reason).
 */
import { Button, Field, List, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { ConfirmDialog, toaster, Tooltip, OptionSelect } from '@/ui';
import { RecordDrawer } from '@/ui/components/record-drawer/record-drawer';
import {
  PLAN_LABELS,
  STATUS_LABELS,
  SUBSCRIPTION_PLANS,
  useChangePlan,
  usePlanHistory,
  useSubscriber,
  type Subscriber,
  type SubscriptionPlan,
} from '@/services/admin';
import { formatDate } from './subscriber-columns';

const isPlan = (value: string | null): value is SubscriptionPlan =>
  (SUBSCRIPTION_PLANS as readonly string[]).includes(value ?? '');

function PlanHistoryList({ id, staffName }: { id: string; staffName: (id: string | null) => string }) {
  const history = usePlanHistory(id);
  if (history.isPending) return <Text color="fg.muted">Loading the plan history…</Text>;
  if (history.isError) return <Text color="fg.error">The plan history could not be loaded.</Text>;
  return (
    <Stack gap="2">
      <Text fontWeight="semibold" id="plan-history-heading">
        Plan history
      </Text>
      <List.Root as="ol" aria-labelledby="plan-history-heading" gap="1" ps="5">
        {history.data.map((change) => (
          <List.Item key={change.id}>
            {change.from_plan ? `${PLAN_LABELS[change.from_plan]} → ` : 'Started on '}
            {PLAN_LABELS[change.to_plan]} · {formatDate(change.changed_at)}
            {change.changed_by ? ` · ${staffName(change.changed_by)}` : ''}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

/** `lockedReason`: why the person may not change plans (the controls stay, disabled); null when they may. */
function PlanChanger({ subscriber, lockedReason }: { subscriber: Subscriber; lockedReason: string | null }) {
  const [plan, setPlan] = useState<SubscriptionPlan>(subscriber.plan);
  const [confirming, setConfirming] = useState(false);
  const changePlan = useChangePlan();
  return (
    <Stack direction={{ base: 'column', sm: 'row' }} align={{ sm: 'end' }} gap="3" w="full">
      <Field.Root flex="1">
        <Field.Label>New plan</Field.Label>
        <OptionSelect
          value={plan}
          onChange={(event) => {
            if (isPlan(event.currentTarget.value)) setPlan(event.currentTarget.value);
          }}
          size="sm"
          disabled={lockedReason !== null}
          options={SUBSCRIPTION_PLANS.map((option) => ({ value: option, label: PLAN_LABELS[option] }))}
        />
      </Field.Root>
      <Tooltip content={lockedReason} disabled={lockedReason === null}>
        <Button
          size="sm"
          colorPalette="brand"
          disabled={lockedReason !== null || plan === subscriber.plan}
          onClick={() => setConfirming(true)}
        >
          Change plan
        </Button>
      </Tooltip>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Change the plan?"
        description={`${subscriber.business_name} moves from ${PLAN_LABELS[subscriber.plan]} to ${PLAN_LABELS[plan]}. The change is recorded in the plan history.`}
        confirmLabel="Change plan"
        onConfirm={async () => {
          await changePlan.mutateAsync({ id: subscriber.id, plan, version: subscriber.version });
          toaster.create({
            type: 'success',
            title: `${subscriber.business_name} is now on ${PLAN_LABELS[plan]}`,
          });
        }}
      />
    </Stack>
  );
}

export function SubscriberDrawer({
  id,
  onClose,
  staffName,
  planLockedReason,
}: {
  id: string | null;
  onClose: () => void;
  staffName: (id: string | null) => string;
  /** Null when the person may change plans (subscribers.edit). */
  planLockedReason: string | null;
}) {
  const subscriber = useSubscriber(id);
  const row = subscriber.data ?? null;
  return (
    <RecordDrawer
      open={id !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={row?.business_name ?? 'Subscriber'}
      subtitle={row ? `${row.contact_name} · ${row.email}` : undefined}
      fields={
        row
          ? [
              { label: 'Plan', value: PLAN_LABELS[row.plan] },
              { label: 'Status', value: STATUS_LABELS[row.status] },
              { label: 'Start date', value: formatDate(row.start_date) },
              { label: 'End date', value: formatDate(row.end_date) },
              { label: 'City', value: [row.city, row.state].filter(Boolean).join(', ') },
              { label: 'Phone', value: row.phone },
              { label: 'Sales person', value: staffName(row.sales_person_id) },
              { label: 'Account manager', value: staffName(row.account_manager_id) },
              { label: 'Manager', value: staffName(row.manager_id) },
              { label: 'Discount', value: `${row.discount_percent}%` },
              { label: 'Remarks', value: row.remarks },
            ]
          : []
      }
      footer={
        row ? (
          <Stack gap="2" w="full">
            <PlanChanger key={`${row.id}:${row.version}`} subscriber={row} lockedReason={planLockedReason} />
            {planLockedReason !== null ? (
              <Text color="fg.muted" textStyle="sm">
                {planLockedReason}
              </Text>
            ) : null}
          </Stack>
        ) : null
      }
    >
      {subscriber.isError ? <Text color="fg.error">This subscriber could not be loaded.</Text> : null}
      {id ? <PlanHistoryList id={id} staffName={staffName} /> : null}
    </RecordDrawer>
  );
}
