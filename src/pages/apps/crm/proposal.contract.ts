/** The proposals list's URL contract: q, status (draft | sent), sort, dir, page and size. */
import { defineListContract, oneOf, pageQueryOf } from '@/pages/list-kit';
import { PROPOSAL_SORTS, PROPOSAL_STATUSES, type ProposalQuery } from '@/services/commercials';

export const proposalsList = defineListContract({
  filters: { status: oneOf(PROPOSAL_STATUSES) },
  sortKeys: PROPOSAL_SORTS,
});

export function proposalQueryOf(state: ReturnType<typeof proposalsList.read>): ProposalQuery {
  return {
    ...pageQueryOf(state),
    status: state.filters.status,
  };
}
