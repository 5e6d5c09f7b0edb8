/** The campaigns table's columns and the labels they share with the drawer. */
import { Badge, Text } from '@chakra-ui/react';
import type { DataTableColumn } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import {
  CAMPAIGN_PRIORITIES,
  CAMPAIGN_STATUS_LABELS,
  CAMPAIGN_STATUSES,
  PRIORITY_LABELS,
  type CampaignPriority,
  type CampaignStatus,
  type CampaignSummary,
} from '@/services/crm';
import type { LeadStage } from '@/services/crm';
import { StageMiniBar, stageCountsOf } from './stage-funnel';

export const STATUS_PALETTE: Record<CampaignStatus, string> = {
  planned: 'blue',
  active: 'green',
  paused: 'orange',
  completed: 'gray',
};

export const PRIORITY_PALETTE: Record<CampaignPriority, string> = {
  low: 'gray',
  medium: 'blue',
  high: 'orange',
  urgent: 'red',
};

const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' });
export const formatDate = (iso: string | null) =>
  iso ? dateFormat.format(new Date(`${iso.slice(0, 10)}T00:00:00Z`)) : '';
export const formatBudget = (value: number | null) => (value === null ? '' : wholeRupees.format(value));

export function campaignColumns(stages: readonly LeadStage[]): DataTableColumn<CampaignSummary>[] {
  return [
    { id: 'name', header: 'Campaign', value: (c) => c.name, sortable: true, hideable: false },
    { id: 'pipeline', header: 'Pipeline', value: (c) => c.pipeline, sortable: true },
    {
      id: 'status',
      header: 'Status',
      value: (c) => CAMPAIGN_STATUS_LABELS[c.status],
      csv: (c) => c.status,
      cell: (c) => <Badge colorPalette={STATUS_PALETTE[c.status]}>{CAMPAIGN_STATUS_LABELS[c.status]}</Badge>,
      sortable: true,
      filter: {
        kind: 'select',
        options: CAMPAIGN_STATUSES.map((v) => ({ value: v, label: CAMPAIGN_STATUS_LABELS[v] })),
      },
    },
    {
      id: 'priority',
      header: 'Priority',
      value: (c) => PRIORITY_LABELS[c.priority],
      csv: (c) => c.priority,
      cell: (c) => (
        <Badge variant="outline" colorPalette={PRIORITY_PALETTE[c.priority]}>
          {PRIORITY_LABELS[c.priority]}
        </Badge>
      ),
      sortable: true,
      filter: {
        kind: 'select',
        options: CAMPAIGN_PRIORITIES.map((v) => ({ value: v, label: PRIORITY_LABELS[v] })),
      },
    },
    { id: 'owner_name', header: 'Owner', value: (c) => c.owner_name ?? '', sortable: true },
    {
      id: 'agents',
      header: 'Agents',
      value: (c) => c.agent_names.join(', '),
      cell: (c) =>
        c.agent_names.length > 0 ? (
          c.agent_names.join(', ')
        ) : (
          <Text as="span" color="fg.muted">
            None
          </Text>
        ),
    },
    { id: 'lead_count', header: 'Leads', value: (c) => c.lead_count, sortable: true, align: 'end' },
    {
      id: 'stages',
      header: 'By stage',
      value: (c) =>
        stageCountsOf(stages, c.stage_counts)
          .map((row) => `${row.stage.name} ${row.count}`)
          .join(', '),
      cell: (c) => <StageMiniBar rows={stageCountsOf(stages, c.stage_counts)} total={c.lead_count} />,
    },
    {
      id: 'start_date',
      header: 'Start',
      value: (c) => formatDate(c.start_date),
      csv: (c) => c.start_date,
      sortable: true,
    },
    {
      id: 'end_date',
      header: 'End',
      value: (c) => formatDate(c.end_date),
      csv: (c) => c.end_date,
      sortable: true,
    },
  ];
}
