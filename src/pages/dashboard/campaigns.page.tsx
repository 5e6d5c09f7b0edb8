import { HStack, Stack } from '@chakra-ui/react';
import { Plus, Upload } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DataTable } from '@/ui';
import { listCampaigns, useCampaigns, useLeadStages } from '@/services/crm';
import { usePermissions } from '@/services/admin';
import { ClearFilters, useListState } from '@/pages/list-kit';
import { campaignColumns } from './campaigns/campaign-columns';
import { CampaignDrawer } from './campaigns/campaign-drawer';
import { GuardedButton } from './campaigns/guarded-button';
import { LeadImportWizard } from './campaigns/lead-import-wizard';
import { campaignQueryOf, campaignsList } from './campaigns/campaigns.contract';
import { RouteHeader } from './page-frame';

export default function DashboardCampaignsPage() {
  const list = useListState(campaignsList);
  const query = useMemo(() => campaignQueryOf(list.state), [list.state]);
  const campaigns = useCampaigns(query);
  const stages = useLeadStages();
  const { reason } = usePermissions();
  const columns = useMemo(() => campaignColumns(stages.data ?? []), [stages.data]);
  const [importing, setImporting] = useState(false);

  return (
    <Stack gap="6">
      <RouteHeader
        title="Campaigns"
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
              onClick={() => list.open('new')}
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
        state={list.table}
        onStateChange={list.setTable}
        isLoading={campaigns.isPending}
        error={campaigns.isError ? campaigns.error.message : null}
        onRetry={() => void campaigns.refetch()}
        emptyTitle="No campaigns match"
        emptyDescription="Clear the search or a filter, or create a campaign."
        pageSizeOptions={list.pageSizes}
        exportFileName="campaigns"
        exportRows={async () =>
          (await listCampaigns({ ...query, page: undefined, pageSize: undefined })).rows
        }
        onRowActivate={(c) => list.open(c.id)}
        toolbarActions={<ClearFilters list={list} />}
      />
      <LeadImportWizard open={importing} onOpenChange={setImporting} />
      <CampaignDrawer id={list.openId} onClose={list.close} onCreated={(saved) => list.open(saved.id)} />
    </Stack>
  );
}
