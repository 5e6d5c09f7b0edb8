/**
 * Deals on the pipeline board (dashboard/deals, apps/crm/deals): the board's rows with their lead,
 * owner and company (the `deals_board` view), and the one write the board makes, a move to another
 * stage and place, guarded by the row's version so two people moving the same card cannot overwrite
 * each other (the second gets ConflictError). Row-level security decides whose deals are listed and
 * who may move them (deals.manage); the database keeps closed_at and refuses a lost deal without
 * a reason.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { type DataSource, type Filter } from '../backend';
import { source } from '../kit/data-access';
import { fetchPage, listFilters, type ListFilterRequest } from '../kit/list-page';
import { listQuery, recordKeys } from '../kit/record-queries';
import { asc, desc, listRows } from '../kit/rows';
import { numeric } from '../kit/schemas';

export const DEAL_STAGES = [
  'qualification',
  'needs_analysis',
  'proposal',
  'negotiation',
  'won',
  'lost',
] as const;
export type DealStage = (typeof DEAL_STAGES)[number];

export const DEAL_STAGE_LABELS: Record<DealStage, string> = {
  qualification: 'Qualification',
  needs_analysis: 'Needs analysis',
  proposal: 'Proposal',
  negotiation: 'Negotiation',
  won: 'Won',
  lost: 'Lost',
};

export const isDealStage = (value: unknown): value is DealStage =>
  typeof value === 'string' && (DEAL_STAGES as readonly string[]).includes(value);

export const dealSchema = z.object({
  id: z.string(),
  lead_id: z.string(),
  title: z.string(),
  pipeline: z.string(),
  stage: z.enum(DEAL_STAGES),
  value: numeric,
  probability_percent: numeric.nullable(),
  expected_close: z.string().nullable(),
  owner_id: z.string().nullable(),
  position: z.number().int(),
  closed_at: z.string().nullable(),
  close_reason: z.string().nullable(),
  updated_at: z.string(),
  version: z.number().int(),
  lead_name: z.string().nullable(),
  company_name: z.string().nullable(),
  owner_name: z.string().nullable(),
});
export type Deal = z.infer<typeof dealSchema>;

/** What a move writes back (the deals table's row, without the view's names). */
export const dealRowSchema = dealSchema.omit({ lead_name: true, company_name: true, owner_name: true });
export type DealRow = z.infer<typeof dealRowSchema>;

export interface DealQuery {
  /** Matches the deal's title, the lead's name or the company. */
  search?: string | undefined;
  /** A staff id. */
  owner?: string | undefined;
  pipeline?: string | undefined;
}

/** The most deals one board shows; a larger pipeline is filtered by owner or pipeline first. */
export const DEAL_BOARD_LIMIT = 1000;

/** The search (title, lead, company) and the owner and pipeline fields, as the list kit takes them. */
function dealFilterRequest(query: DealQuery): ListFilterRequest {
  return {
    search: { columns: ['title', 'lead_name', 'company_name'], term: query.search },
    filters: { owner_id: query.owner, pipeline: query.pipeline },
  };
}

export const dealFilters = (query: DealQuery): Filter[] => listFilters(dealFilterRequest(query));

/** Every deal the caller may see that matches, in board order (position, newest move first). */
export async function listDeals(query: DealQuery = {}, given?: DataSource): Promise<Deal[]> {
  const { rows } = await fetchPage(
    'deals_board',
    {
      ...dealFilterRequest(query),
      sort: [asc('position'), desc('updated_at'), asc('id')],
      page: 0,
      pageSize: DEAL_BOARD_LIMIT,
      count: 'none',
    },
    dealSchema,
    given,
  );
  return rows;
}

export interface DealFacets {
  owners: { id: string; name: string }[];
  pipelines: string[];
}

/** The owners and pipelines of the deals the caller sees, for the filters. */
export async function listDealFacets(given?: DataSource): Promise<DealFacets> {
  const parsed = await listRows(
    'deals_board',
    z.object({ owner_id: z.string().nullable(), owner_name: z.string().nullable(), pipeline: z.string() }),
    { columns: ['owner_id', 'owner_name', 'pipeline'] },
    given,
  );
  const owners = new Map<string, string>();
  const pipelines = new Set<string>();
  for (const row of parsed) {
    if (row.owner_id) owners.set(row.owner_id, row.owner_name ?? row.owner_id);
    pipelines.add(row.pipeline);
  }
  return {
    owners: [...owners].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name)),
    pipelines: [...pipelines].sort((a, b) => a.localeCompare(b)),
  };
}

export interface DealMove {
  id: string;
  /** The version the board showed; a newer one in the database refuses the move. */
  version: number;
  stage: DealStage;
  position: number;
  /** Why it was won or lost; required by the database for lost. */
  closeReason?: string | null | undefined;
}

/** Moves a deal if nobody changed it since `version` was read; ConflictError otherwise. */
export async function moveDeal(move: DealMove, given?: DataSource): Promise<DealRow> {
  const ds = await source(given);
  const changes: Record<string, unknown> = { stage: move.stage, position: move.position };
  if (move.closeReason !== undefined) changes.close_reason = move.closeReason?.trim() || null;
  const row = await ds.update<unknown>('deals', move.id, move.version, changes);
  return dealRowSchema.parse(row);
}

const keys = recordKeys<DealQuery>('deals');
export const dealKeys = {
  ...keys,
  facets: () => [...keys.all, 'facets'] as const,
};

export const dealQueries = {
  list: (query: DealQuery) => listQuery(dealKeys.list(query), () => listDeals(query)),
  facets: () => queryOptions({ queryKey: dealKeys.facets(), queryFn: () => listDealFacets() }),
};

export const useDeals = (query: DealQuery) => useQuery(dealQueries.list(query));

export const useDealFacets = () => useQuery(dealQueries.facets());
