/**
 * Enterprise customers of the design tool: the accounts (search and plan filter in the URL), the
 * renewals of the next 30 days, and one account at a time in a drawer (`?account=<id>`) with its
 * seat holders. More holders than seats is refused by the database; the refusal is shown in words.
 */
import { Button, Stack } from '@chakra-ui/react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable, PageHeader } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import {
  listEnterpriseAccounts,
  useEnterpriseAccounts,
  useRenewalsDue,
  usePermissions,
} from '@/services/admin';
import { AccountDrawer } from './enterprise/account-drawer';
import { RenewalsList } from './enterprise/renewals-list';
import { enterpriseColumns } from './enterprise/enterprise-columns';
import {
  ACCOUNT_PARAM,
  PAGE_SIZES,
  paramsFromState,
  queryFromState,
  stateFromParams,
} from './enterprise/enterprise-params';

export default function DashboardEnterprisePage() {
  const route = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromParams(params), [params]);
  const query = useMemo(() => queryFromState(state), [state]);
  const openId = params.get(ACCOUNT_PARAM);
  const accounts = useEnterpriseAccounts(query);
  const renewals = useRenewalsDue(30);
  const permissions = usePermissions();
  const columns = useMemo(() => enterpriseColumns(), []);

  const openAccount = (id: string | null) => setParams(paramsFromState(state, id));

  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Enterprise'}
        description="Design-tool customers with many seats: seats bought and held, renewals and the people who hold the seats."
      />
      <RenewalsList
        accounts={renewals.data}
        isPending={renewals.isPending}
        isError={renewals.isError}
        onOpen={(id) => openAccount(id)}
      />
      <DataTable
        label="Enterprise accounts"
        columns={columns}
        rows={accounts.data?.rows ?? []}
        total={accounts.data?.total ?? 0}
        getRowId={(a) => a.id}
        getRowLabel={(a) => a.name}
        state={state}
        onStateChange={(next) => setParams(paramsFromState(next, openId))}
        isLoading={accounts.isPending}
        error={accounts.isError ? accounts.error.message : null}
        onRetry={() => void accounts.refetch()}
        emptyTitle="No enterprise accounts match"
        emptyDescription="Clear the search or the plan filter to see more."
        pageSizeOptions={PAGE_SIZES}
        exportFileName="enterprise-accounts"
        exportRows={async () =>
          (await listEnterpriseAccounts({ ...query, page: undefined, pageSize: undefined })).rows
        }
        onRowActivate={(a) => openAccount(a.id)}
        toolbarActions={
          state.filters.length > 0 || state.search ? (
            <Button size="sm" variant="ghost" onClick={() => setParams(new URLSearchParams())}>
              Clear filters
            </Button>
          ) : null
        }
      />
      <AccountDrawer
        id={openId}
        onClose={() => openAccount(null)}
        lockedReason={permissions.reason('subscribers.edit')}
      />
    </Stack>
  );
}
