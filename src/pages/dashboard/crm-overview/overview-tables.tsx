/** The CRM overview per campaign (exported as CSV) and the deals of the range by stage. */
import { Flex, Link, List, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, useClientTable, type DataTableColumn } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import type { CrmOverview, OverviewCampaign } from '@/services/crm';
import { formatCount } from '../crm-figures';
import { dealsHref, leadsHref } from '../crm-links';
import { figureColumn, nameColumn, RowLinkOrName } from '../figure-columns';

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
    const count = (id: 'leads' | 'follow_ups' | 'deals' | 'conversions', header: string) =>
      figureColumn<OverviewCampaign>(id, header, (row) => row[id], formatCount);
    return [
      nameColumn<OverviewCampaign>('campaign', 'Campaign', campaignName, (row) => (
        <RowLinkOrName to={row.campaign_id ? leadsHref({ campaign: row.campaign_id }) : null}>
          {campaignName(row)}
        </RowLinkOrName>
      )),
      count('leads', 'Leads'),
      count('follow_ups', 'Follow-ups'),
      count('deals', 'Deals opened'),
      figureColumn<OverviewCampaign>(
        'deal_value',
        'Deal value',
        (row) => row.deal_value,
        (value) => wholeRupees.format(value),
      ),
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
