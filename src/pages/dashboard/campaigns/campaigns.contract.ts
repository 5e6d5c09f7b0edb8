/**
 * The campaigns list's URL contract: `q` (search), `status`, `priority`, `sort` and `dir`, `page`,
 * `size`, and `id` (the open campaign, or `new`); and the service query a view asks for.
 */
import { defineListContract, oneOf, pageQueryOf } from '@/pages/list-kit';
import {
  CAMPAIGN_PRIORITIES,
  CAMPAIGN_SORT_COLUMNS,
  CAMPAIGN_STATUSES,
  type CampaignQuery,
} from '@/services/crm';

export const campaignsList = defineListContract({
  filters: { status: oneOf(CAMPAIGN_STATUSES), priority: oneOf(CAMPAIGN_PRIORITIES) },
  sortKeys: CAMPAIGN_SORT_COLUMNS,
  openRecord: 'id',
});

export type CampaignsListState = ReturnType<typeof campaignsList.read>;

export function campaignQueryOf(state: CampaignsListState): CampaignQuery {
  return {
    ...pageQueryOf(state),
    status: state.filters.status,
    priority: state.filters.priority,
  };
}
