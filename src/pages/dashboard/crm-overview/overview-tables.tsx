/** The CRM overview per campaign (exported as CSV) and the deals of the range by stage. */
import { Flex, Link, List, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, useClientTable, type DataTableColumn } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import type { CrmOverview, OverviewCampaign } from '@/services/crm';
import { formatCount } from '../crm-figures';
import { dealsHref, leadsHref } from '../crm-links';

export const DEAL_STAGE_LABELS: Record<string, string> = {
  qualification: 'Qualification',
  needs_analysis: 'Needs analysis',
  proposal: 'Proposal',
  negotiation: 'Negotiation',
  won: 'Won',
  lost: 'Lost',
};

const campaignName = (row: OverviewCampaign) => row.campaign_name ?? 'No campaign';

export function OverviewCampaignTable({ rows, fileName }: { rows: OverviewCampaign[]; fileName: string }) {
  const columns = useMemo<DataTableColumn<OverviewCampaign>[]>(() => {
    const count = (
      id: 'leads' | 'follow_ups' | 'deals' | 'conversions',
      header: string,
    ): DataTableColumn<OverviewCampaign> => ({
      id,
      header,
      align: 'end',
      sortable: true,
      searchable: false,
      value: (row) => row[id],
      cell: (row) => formatCount(row[id]),
    });
    return [
      {
        id: 'campaign',
        header: 'Campaign',
        hideable: false,
        sortable: true,
        value: campaignName,
        cell: (row) =>
          row.campaign_id ? (
            <Link asChild colorPalette="brand" fontWeight="medium">
              <RouterLink to={leadsHref({ campaign: row.campaign_id })}>{campaignName(row)}</RouterLink>
            </Link>
          ) : (
            <Text color="fg.muted">{campaignName(row)}</Text>
          ),
      },
      count('leads', 'Leads'),
      count('follow_ups', 'Follow-ups'),
      count('deals', 'Deals opened'),
      {
        id: 'deal_value',
        header: 'Deal value',
        align: 'end',
        sortable: true,
        searchable: false,
        value: (row) => row.deal_value,
        cell: (row) => wholeRupees.format(row.deal_value),
      },
      count('conversions', 'Conversions'),
    ];
  }, []);
  const table = useClientTable(rows, columns, { sort: [{ id: 'leads', desc: true }] });
  return (
    <DataTable
      label="Overview per campaign"
      columns={columns}
      getRowId={(row) => row.campaign_id ?? 'none'}
      getRowLabel={campaignName}
      exportFileName={fileName}
      emptyTitle="No campaign activity"
      emptyDescription="No leads, follow-ups or deals in this range."
      maxHeight="24rem"
      {...table}
    />
  );
}

export function DealStages({ overview }: { overview: CrmOverview }) {
  return (
    <List.Root variant="plain" gap="2" aria-label="Deals opened in the range by stage">
      {overview.deal_stages.map((stage) => (
        <List.Item key={stage.stage} display="block">
          <Flex justify="space-between" gap="3" textStyle="sm">
            <Link asChild colorPalette="brand">
              <RouterLink to={dealsHref({ stage: stage.stage })}>
                {DEAL_STAGE_LABELS[stage.stage] ?? stage.stage}: {formatCount(stage.deals)}
              </RouterLink>
            </Link>
            <Text color="fg.muted">{wholeRupees.format(stage.value)}</Text>
          </Flex>
        </List.Item>
      ))}
    </List.Root>
  );
}
