import { Button, HStack, Stack } from '@chakra-ui/react';
import { Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable, PageHeader, type DataTableState } from '@/ui';
import { useRouteEntry } from '@/routes/paths';
import {
  CAMPAIGN_PRIORITIES,
  CAMPAIGN_SORT_COLUMNS,
  CAMPAIGN_STATUSES,
  listCampaigns,
  useCampaigns,
  type CampaignPriority,
  type CampaignQuery,
  type CampaignSortColumn,
  type CampaignStatus,
  useLeadStages,
} from '@/services/crm';
import { usePermissions } from '@/services/admin';
import { campaignColumns } from './campaigns/campaign-columns';
import { CampaignDrawer } from './campaigns/campaign-drawer';
import { GuardedButton } from './campaigns/guarded-button';
import { LeadImportWizard } from './campaigns/lead-import-wizard';

const PAGE_SIZES = [25, 50, 100];
const FILTER_PARAMS = ['status', 'priority'] as const;

const isStatus = (value: string | null): value is CampaignStatus =>
  (CAMPAIGN_STATUSES as readonly string[]).includes(value ?? '');
const isPriority = (value: string | null): value is CampaignPriority =>
  (CAMPAIGN_PRIORITIES as readonly string[]).includes(value ?? '');
const isSortColumn = (value: string | null): value is CampaignSortColumn =>
  (CAMPAIGN_SORT_COLUMNS as readonly string[]).includes(value ?? '');

/** The URL holds the list's state and the open campaign (`id`), so a link reopens the same view. */
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

function paramsFromState(state: DataTableState, openId: string | null): URLSearchParams {
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
  if (openId) params.set('id', openId);
  return params;
}

function queryFromState(state: DataTableState): CampaignQuery {
  const filter = (id: string) => state.filters.find((f) => f.id === id)?.value ?? null;
  const status = filter('status');
  const priority = filter('priority');
  const sort = state.sort[0];
  return {
    search: state.search || undefined,
    status: isStatus(status) ? status : undefined,
    priority: isPriority(priority) ? priority : undefined,
    sort: sort && isSortColumn(sort.id) ? { column: sort.id, descending: sort.desc } : undefined,
    page: state.page.index,
    pageSize: state.page.size,
  };
}

export default function DashboardCampaignsPage() {
  const route = useRouteEntry();
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => stateFromParams(params), [params]);
  const query = useMemo(() => queryFromState(state), [state]);
  const openId = params.get('id');
  const campaigns = useCampaigns(query);
  const stages = useLeadStages();
  const { reason } = usePermissions();
  const columns = useMemo(() => campaignColumns(stages.data ?? []), [stages.data]);
  const setOpenId = (id: string | null) => setParams(paramsFromState(state, id));
  const [importing, setImporting] = useState(false);

  return (
    <Stack gap="6">
      <PageHeader
        title={route?.title ?? 'Campaigns'}
        description="Lead campaigns: pipeline, owner, agents and how far their leads have come."
        actions={
          <HStack gap="2" wrap="wrap">
            <GuardedButton
              reason={reason('leads.import')}
              variant="outline"
              onClick={() => setImporting(true)}
            >
              <Upload aria-hidden="true" /> Import leads
            </GuardedButton>
            <GuardedButton
              reason={reason('campaigns.manage')}
              colorPalette="brand"
              onClick={() => setOpenId('new')}
            >
              <Plus aria-hidden="true" /> New campaign
            </GuardedButton>
          </HStack>
        }
      />
      <DataTable
        label="Campaigns"
        columns={columns}
        rows={campaigns.data?.rows ?? []}
        total={campaigns.data?.total ?? 0}
        getRowId={(c) => c.id}
        getRowLabel={(c) => c.name}
        state={state}
        onStateChange={(next) => setParams(paramsFromState(next, openId))}
        isLoading={campaigns.isPending}
        error={campaigns.isError ? campaigns.error.message : null}
        onRetry={() => void campaigns.refetch()}
        emptyTitle="No campaigns match"
        emptyDescription="Clear the search or a filter, or create a campaign."
        pageSizeOptions={PAGE_SIZES}
        exportFileName="campaigns"
        exportRows={async () =>
          (await listCampaigns({ ...query, page: undefined, pageSize: undefined })).rows
        }
        onRowActivate={(c) => setOpenId(c.id)}
        toolbarActions={
          state.filters.length > 0 || state.search ? (
            <HStack>
              <Button size="sm" variant="ghost" onClick={() => setParams(new URLSearchParams())}>
                Clear filters
              </Button>
            </HStack>
          ) : undefined
        }
      />
      <LeadImportWizard open={importing} onOpenChange={setImporting} />
      <CampaignDrawer
        id={openId}
        onClose={() => setOpenId(null)}
        onCreated={(saved) => setOpenId(saved.id)}
      />
    </Stack>
  );
}
