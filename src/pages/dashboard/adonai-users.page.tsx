/**
 * The design tool's subscribers (sales only, behind the adonai-users guard): the list with its
 * filters, sort and paging in the URL (adonai-users/subscribers.contract.ts), the CSV export, and
 * one subscriber at a time in a drawer (`?subscriber=<id>`) with the plan history and the change.
 */
import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { DataTable } from '@/ui';
import { ClearFilters, useListState } from '@/pages/list-kit';
import {
  usePermissions,
  listSubscribers,
  useStaffNames,
  useSubscriberCities,
  useSubscribers,
} from '@/services/admin';
import { subscriberColumns } from './adonai-users/subscriber-columns';
import { SubscriberDrawer } from './adonai-users/subscriber-drawer';
import { subscriberQueryOf, subscribersList } from './adonai-users/subscribers.contract';
import { RouteHeader } from './page-frame';

export default function DashboardAdonaiUsersPage() {
  const list = useListState(subscribersList);
  const query = useMemo(() => subscriberQueryOf(list.state), [list.state]);
  const subscribers = useSubscribers(query);
  const cities = useSubscriberCities();
  const staff = useStaffNames();
  // The roles and permissions matrix decides who changes plans (subscribers.edit), as the policies do.
  const permissions = usePermissions();

  const staffName = useMemo(() => {
    const names = new Map((staff.data ?? []).map((person) => [person.id, person.name]));
    return (id: string | null) => (id ? (names.get(id) ?? '') : '');
  }, [staff.data]);
  const columns = useMemo(() => subscriberColumns(staffName, cities.data ?? []), [staffName, cities.data]);

  return (
    <Stack gap="6">
      <RouteHeader
        title="Subscriber list"
        description="Every customer of the 3D design tool: plan, status, dates and the staff who look after them."
      />
      <DataTable
        label="Subscribers"
        columns={columns}
        rows={subscribers.data?.rows ?? []}
        total={subscribers.data?.total ?? 0}
        getRowId={(s) => s.id}
        getRowLabel={(s) => s.business_name}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={subscribers.isPending}
        error={subscribers.isError ? subscribers.error.message : null}
        onRetry={() => void subscribers.refetch()}
        emptyTitle="No subscribers match"
        emptyDescription="Clear the search or a filter to see more."
        pageSizeOptions={list.pageSizes}
        exportFileName="subscribers"
        exportRows={async () =>
          (await listSubscribers({ ...query, page: undefined, pageSize: undefined })).rows
        }
        onRowActivate={(s) => list.open(s.id)}
        toolbarActions={<ClearFilters list={list} />}
      />
      <SubscriberDrawer
        id={list.openId}
        onClose={list.close}
        staffName={staffName}
        planLockedReason={permissions.reason('subscribers.edit')}
      />
    </Stack>
  );
}
