/**
 * The leads list's URL contract (q, campaign, stage, status, owner, source, due, sort, dir, page,
 * size, cols and lead, the open drawer) and the service query a view asks for.
 */
import { anyText, defineListContract, oneOf, pageQueryOf } from '@/pages/list-kit';
import { LEAD_DUE_FILTERS, LEAD_SOURCES, type LeadQuery, type LeadSortColumn } from '@/services/crm';

/** The list's columns; the filter columns' ids are the URL's filter parameters. */
export const LEAD_COLUMN_IDS = [
  'name',
  'phone',
  'email',
  'company',
  'campaign',
  'source',
  'stage',
  'status',
  'owner',
  'due',
  'last_follow_up',
  'city',
  'value',
  'created',
] as const;
export type LeadColumnId = (typeof LEAD_COLUMN_IDS)[number];

export const DEFAULT_VISIBLE_COLUMNS: readonly LeadColumnId[] = [
  'name',
  'phone',
  'company',
  'campaign',
  'stage',
  'status',
  'owner',
  'due',
  'value',
];

/** Column id -> what the service sorts by. Phone and e-mail do not sort. */
const SORT_COLUMN_OF = {
  name: 'name',
  company: 'company_name',
  campaign: 'campaign_name',
  source: 'source',
  stage: 'stage_position',
  status: 'status_name',
  owner: 'owner_name',
  due: 'next_follow_up_at',
  last_follow_up: 'last_follow_up_at',
  city: 'city',
  value: 'estimated_value',
  created: 'created_at',
} as const satisfies Partial<Record<LeadColumnId, LeadSortColumn>>;

export const leadsList = defineListContract({
  filters: {
    campaign: anyText,
    stage: anyText,
    status: anyText,
    owner: anyText,
    source: oneOf(LEAD_SOURCES),
    due: oneOf(LEAD_DUE_FILTERS),
  },
  sortKeys: Object.keys(SORT_COLUMN_OF) as (keyof typeof SORT_COLUMN_OF)[],
  columns: { ids: LEAD_COLUMN_IDS, defaults: DEFAULT_VISIBLE_COLUMNS, always: ['name'] },
  openRecord: 'lead',
});

export type LeadsListState = ReturnType<typeof leadsList.read>;

export function leadQueryOf(state: LeadsListState): LeadQuery {
  const { filters } = state;
  return {
    ...pageQueryOf(state, SORT_COLUMN_OF),
    campaign: filters.campaign,
    stage: filters.stage,
    status: filters.status,
    owner: filters.owner,
    source: filters.source,
    due: filters.due,
  };
}
