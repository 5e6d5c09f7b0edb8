// The deals board's data against the embedded DataSource on PGlite with the shipped seed: the board
// rows carry their lead, owner and company; a move is version-guarded (a stale card is refused, never
// overwrites); a lost deal must say why; closed_at follows the stage (set on won or lost, cleared on
// reopening, as Undo does).
import { describe, expect, it } from 'vitest';
import { ConflictError, DataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import { listDealFacets, listDeals, moveDeal, type Deal } from './deals';

const { db, as } = seededDatabase();
const manager = as('vikram.singh@fpw.in');

async function openDeal(): Promise<Deal> {
  const deals = await listDeals({}, manager);
  const deal = deals.find((candidate) => candidate.stage === 'proposal');
  if (!deal) throw new Error('The seed has no deal at the proposal stage');
  return deal;
}

describe('listDeals', () => {
  it('lists the deals with lead and owner names, and filters by owner and search', async () => {
    const deals = await listDeals({}, manager);
    expect(deals.length).toBeGreaterThan(10);
    expect(deals.every((deal) => deal.lead_name)).toBe(true);
    const first = deals.find((deal) => deal.owner_id);
    const mine = await listDeals({ owner: first!.owner_id! }, manager);
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.every((deal) => deal.owner_id === first!.owner_id)).toBe(true);
    const byLead = await listDeals({ search: first!.lead_name!.slice(0, 6) }, manager);
    expect(byLead.map((deal) => deal.id)).toContain(first!.id);
    const facets = await listDealFacets(manager);
    expect(facets.pipelines.length).toBeGreaterThan(0);
    expect(facets.owners.map((owner) => owner.id)).toContain(first!.owner_id);
  });
});

describe('moveDeal', () => {
  it('refuses a move made from a stale version and keeps the first move', async () => {
    const deal = await openDeal();
    const moved = await moveDeal(
      { id: deal.id, version: deal.version, stage: 'negotiation', position: 0 },
      manager,
    );
    expect(moved.stage).toBe('negotiation');
    expect(moved.version).toBe(deal.version + 1);
    // A second tab still shows the old version.
    await expect(
      moveDeal({ id: deal.id, version: deal.version, stage: 'qualification', position: 0 }, manager),
    ).rejects.toBeInstanceOf(ConflictError);
    const { rows } = await db.query<{ stage: string }>('select stage from public.deals where id = $1', [
      deal.id,
    ]);
    expect(rows[0]!.stage).toBe('negotiation');
  });

  it('refuses a lost deal without a reason, and keeps closed_at with the stage', async () => {
    const deal = await openDeal();
    const refused = await moveDeal(
      { id: deal.id, version: deal.version, stage: 'lost', position: 0, closeReason: '  ' },
      manager,
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataSourceError);
    expect((refused as DataSourceError).message).toMatch(/why the deal was lost/);

    const lost = await moveDeal(
      {
        id: deal.id,
        version: deal.version,
        stage: 'lost',
        position: 0,
        closeReason: 'Chose a local carpenter',
      },
      manager,
    );
    expect(lost.closed_at).not.toBeNull();
    expect(lost.close_reason).toBe('Chose a local carpenter');

    // Undo: back to where it was; the close date and reason go.
    const reopened = await moveDeal(
      { id: deal.id, version: lost.version, stage: deal.stage, position: deal.position },
      manager,
    );
    expect(reopened.closed_at).toBeNull();
    expect(reopened.close_reason).toBeNull();
  });

  it('closes a won deal without a reason', async () => {
    const deal = await openDeal();
    const won = await moveDeal({ id: deal.id, version: deal.version, stage: 'won', position: 0 }, manager);
    expect(won.closed_at).not.toBeNull();
  });
});
