import { Badge, Button, HStack, List, NativeSelect, Stack, Text, Field } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  ConfirmDialog,
  DataTable,
  PageHeader,
  toaster,
  Tooltip,
  type DataTableColumn,
  type DataTableState,
} from '@/ui';
import { RecordDrawer } from '@/ui/components/record-drawer/record-drawer';
import { useRouteEntry } from '@/routes/paths';
import {
  usePermissions,
  listSubscribers,
  PLAN_LABELS,
  STATUS_LABELS,
  SUBSCRIBER_SORT_COLUMNS,
  SUBSCRIBER_STATUSES,
  SUBSCRIPTION_PLANS,
  useChangePlan,
  usePlanHistory,
  useStaffNames,
  useSubscriber,
  useSubscriberCities,
  useSubscribers,
  type Subscriber,
  type SubscriberQuery,
  type SubscriberSortColumn,
  type SubscriberStatus,
  type SubscriptionPlan,
} from '@/services/admin';

const PAGE_SIZES = [25, 50, 100];
const FILTER_PARAMS = ['plan', 'status', 'city'] as const;

const isPlan = (value: string | null): value is SubscriptionPlan =>
  (SUBSCRIPTION_PLANS as readonly string[]).includes(value ?? '');
const isStatus = (value: string | null): value is SubscriberStatus =>
  (SUBSCRIBER_STATUSES as readonly string[]).includes(value ?? '');
const isSortColumn = (value: string | null): value is SubscriberSortColumn =>
  (SUBSCRIBER_SORT_COLUMNS as readonly string[]).includes(value ?? '');

/** The URL is the table's state (so links from the dashboard and the back button land on a view). */
function stateFromParams(params: URLSearchParams): DataTableState {
  const sort = params.get('sort');
  const size = Number(params.get('size'));
  const page = Number(params.get('page'));
  return {
    search: params.get('q') ?? '',
    filters: FILTER_PARAMS.flatMap((id) => {
      const value = params.get(id);
      return value ? [{ id, value }] : [];
    }),
    sort: isSortColumn(sort) ? [{ id: sort, desc: params.get('dir') === 'desc' }] : [],
    page: {
      index: Number.isInteger(page) && page > 1 ? page - 1 : 0,
      size: PAGE_SIZES.includes(size) ? size : (PAGE_SIZES[0] ?? 25),
    },
  };
}

function paramsFromState(state: DataTableState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim()) params.set('q', state.search);
  for (const filter of state.filters) if (filter.value) params.set(filter.id, filter.value);
  const sort = state.sort[0];
  if (sort) {
    params.set('sort', sort.id);
    if (sort.desc) params.set('dir', 'desc');
  }
  if (state.page.index > 0) params.set('page', String(state.page.index + 1));
  if (state.page.size !== PAGE_SIZES[0]) params.set('size', String(state.page.size));
  return params;
}

function queryFromState(state: DataTableState): SubscriberQuery {
  const filter = (id: string) => state.filters.find((f) => f.id === id)?.value ?? null;
  const plan = filter('plan');
  const status = filter('status');
  const sort = state.sort[0];
  return {
    search: state.search || undefined,
    plan: isPlan(plan) ? plan : undefined,
    status: isStatus(status) ? status : undefined,
    city: filter('city') ?? undefined,
    sort: sort && isSortColumn(sort.id) ? { column: sort.id, descending: sort.desc } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
const formatDate = (iso: string | null) =>
  iso ? dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '';

const STATUS_PALETTE: Record<SubscriberStatus, string> = {
  trial: 'blue',
  active: 'green',
  past_due: 'orange',
  suspended: 'red',
  cancelled: 'gray',
  expired: 'gray',
};

function subscriberColumns(
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
        <NativeSelect.Root size="sm" disabled={lockedReason !== null}>
          <NativeSelect.Field
            value={plan}
            onChange={(event) => {
              if (isPlan(event.currentTarget.value)) setPlan(event.currentTarget.value);
            }}
          >
            {SUBSCRIPTION_PLANS.map((option) => (
              <option key={option} value={option}>
                {PLAN_LABELS[option]}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
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

function SubscriberDrawer({
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

export default function DashboardAdonaiUsersPage() {
  const route = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromParams(params), [params]);
  const query = useMemo(() => queryFromState(state), [state]);
  const subscribers = useSubscribers(query);
  const cities = useSubscriberCities();
  const staff = useStaffNames();
  // The roles and permissions matrix decides who changes plans (subscribers.edit), as the policies do.
  const permissions = usePermissions();
  const [openId, setOpenId] = useState<string | null>(null);

  const staffName = useMemo(() => {
    const names = new Map((staff.data ?? []).map((person) => [person.id, person.name]));
    return (id: string | null) => (id ? (names.get(id) ?? '') : '');
  }, [staff.data]);
  const columns = useMemo(() => subscriberColumns(staffName, cities.data ?? []), [staffName, cities.data]);

  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Subscriber list'}
        description="Every customer of the 3D design tool: plan, status, dates and the staff who look after them."
      />
      <DataTable
        label="Subscribers"
        columns={columns}
        rows={subscribers.data?.rows ?? []}
        total={subscribers.data?.total ?? 0}
        getRowId={(s) => s.id}
        getRowLabel={(s) => s.business_name}
        state={state}
        onStateChange={(next) => setParams(paramsFromState(next))}
        isLoading={subscribers.isPending}
        error={subscribers.isError ? subscribers.error.message : null}
        onRetry={() => void subscribers.refetch()}
        emptyTitle="No subscribers match"
        emptyDescription="Clear the search or a filter to see more."
        pageSizeOptions={PAGE_SIZES}
        exportFileName="subscribers"
        exportRows={async () =>
          (await listSubscribers({ ...query, page: undefined, pageSize: undefined })).rows
        }
        onRowActivate={(s) => setOpenId(s.id)}
        toolbarActions={
          <HStack>
            {state.filters.length > 0 || state.search ? (
              <Button size="sm" variant="ghost" onClick={() => setParams(new URLSearchParams())}>
                Clear filters
              </Button>
            ) : null}
          </HStack>
        }
      />
      <SubscriberDrawer
        id={openId}
        onClose={() => setOpenId(null)}
        staffName={staffName}
        planLockedReason={permissions.reason('subscribers.edit')}
      />
    </Stack>
  );
}
