/**
 * Enterprise customers of the design tool: the accounts (search and plan filter in the URL), the
 * renewals of the next 30 days, and one account at a time in a drawer (`?account=<id>`) with its
 * seat holders. More holders than seats is refused by the database; the refusal is shown in words.
 */
import { Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { DataTable } from '@/ui';
import { ClearFilters, useListState } from '@/pages/list-kit';
import {
  listEnterpriseAccounts,
  useEnterpriseAccounts,
  useRenewalsDue,
  usePermissions,
} from '@/services/admin';
import { AccountDrawer } from './enterprise/account-drawer';
import { RenewalsList } from './enterprise/renewals-list';
import { enterpriseColumns } from './enterprise/enterprise-columns';
import { enterpriseList, enterpriseQueryOf } from './enterprise/enterprise.contract';
import { RouteHeader } from './page-frame';

export default function DashboardEnterprisePage() {
  const list = useListState(enterpriseList);
  const query = useMemo(() => enterpriseQueryOf(list.state), [list.state]);
  const accounts = useEnterpriseAccounts(query);
  const renewals = useRenewalsDue(30);
  const permissions = usePermissions();
  const columns = useMemo(() => enterpriseColumns(), []);

  return (
    <Stack gap="6">
      <RouteHeader
        title="Enterprise"
        description="Design-tool customers with many seats: seats bought and held, renewals and the people who hold the seats."
      />
      <RenewalsList
        accounts={renewals.data}
        isPending={renewals.isPending}
        isError={renewals.isError}
        onOpen={list.open}
      />
      <DataTable
        label="Enterprise accounts"
        columns={columns}
        rows={accounts.data?.rows ?? []}
        total={accounts.data?.total ?? 0}
        getRowId={(a) => a.id}
        getRowLabel={(a) => a.name}
        state={list.table}
        onStateChange={list.setTable}
        isLoading={accounts.isPending}
        error={accounts.isError ? accounts.error.message : null}
        onRetry={() => void accounts.refetch()}
        emptyTitle="No enterprise accounts match"
        emptyDescription="Clear the search or the plan filter to see more."
        pageSizeOptions={list.pageSizes}
        exportFileName="enterprise-accounts"
        exportRows={async () =>
          (await listEnterpriseAccounts({ ...query, page: undefined, pageSize: undefined })).rows
        }
        onRowActivate={(a) => list.open(a.id)}
        toolbarActions={<ClearFilters list={list} />}
      />
      <AccountDrawer
        id={list.openId}
        onClose={list.close}
        lockedReason={permissions.reason('subscribers.edit')}
      />
    </Stack>
  );
}
