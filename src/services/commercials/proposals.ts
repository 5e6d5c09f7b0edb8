/**
 * Proposals (apps/crm/proposal): quotations still in draft or sent to the client, from the
 * `proposals_list` view (security_invoker) with client and project names and the totals the
 * database computes. Read-only here; the quotation itself is edited on dashboard/quotation.
 */
import { useQuery } from '@tanstack/react-query';
import { listQuery, recordKeys } from '../kit/record-queries';
import { z } from 'zod';
import { type DataSource, type Filter } from '../backend';
import { numeric } from '../kit/schemas';
import { asc, desc } from '../kit/rows';
import { chosenSort, fetchPage } from '../kit/list-page';

export const PROPOSAL_STATUSES = ['draft', 'sent'] as const;
export type ProposalStatus = (typeof PROPOSAL_STATUSES)[number];

export const proposalSchema = z.object({
  id: z.string(),
  reference: z.string(),
  title: z.string(),
  status: z.enum(PROPOSAL_STATUSES),
  issue_date: z.string(),
  valid_until: z.string(),
  sent_at: z.string().nullable(),
  project_id: z.string(),
  project_name: z.string().nullable(),
  client_id: z.string(),
  client_name: z.string().nullable(),
  prepared_by_name: z.string().nullable(),
  grand_total: numeric.nullable(),
});
export type Proposal = z.infer<typeof proposalSchema>;

export const PROPOSAL_SORTS = [
  'reference',
  'title',
  'client_name',
  'issue_date',
  'valid_until',
  'grand_total',
] as const;

export interface ProposalQuery {
  search?: string | undefined;
  status?: ProposalStatus | undefined;
  sort?: { column: string; descending?: boolean } | undefined;
  page?: number | undefined;
  pageSize?: number | undefined;
}

export function proposalFilters(query: ProposalQuery): Filter[] {
  const filters: Filter[] = [];
  const search = query.search?.trim();
  if (search) {
    const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    filters.push({
      op: 'or',
      filters: ['reference', 'title', 'client_name', 'project_name'].map((column) => ({
        column,
        op: 'ilike' as const,
        value: pattern,
      })),
    });
  }
  if (query.status) filters.push({ column: 'status', op: 'eq', value: query.status });
  return filters;
}

export async function listProposals(
  query: ProposalQuery = {},
  given?: DataSource,
): Promise<{ rows: Proposal[]; total: number }> {
  const chosen =
    query.sort && (PROPOSAL_SORTS as readonly string[]).includes(query.sort.column) ? query.sort : undefined;
  const sort = chosenSort(chosen, desc('issue_date'), asc('id'));
  return fetchPage(
    'proposals_list',
    { where: proposalFilters(query), sort, page: query.page, pageSize: query.pageSize },
    proposalSchema,
    given,
  );
}

export const proposalKeys = recordKeys<ProposalQuery>('proposals');

export const useProposals = (query: ProposalQuery) =>
  useQuery(listQuery(proposalKeys.list(query), () => listProposals(query)));
