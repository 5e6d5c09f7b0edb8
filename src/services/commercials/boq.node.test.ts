// The BOQ on PGlite with the shipped seed, through the embedded DataSource as the sales manager:
// totals per room and for the project computed in SQL, a cell saved with a stale version refused,
// and a line that a sent quotation uses locked in the database (update and delete refused, with
// the quotation named), while a draft quotation locks nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { createEmbeddedDataSource } from '../backend/embedded-data-source';
import { claimsOf } from '../backend/testing/test-database';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  addBoqLine,
  boqTotals,
  createQuotationFromBoqLines,
  deleteBoqLine,
  getBoqLine,
  listBoqLines,
  listProjectOptions,
  saveBoqCells,
} from './boq';
import { setQuotationStatus, getQuotation } from './quotations';

const { db, as } = seededDatabase();
const manager = as('vikram.singh@fpw.in');
let designProject: string;

beforeAll(async () => {
  // A project whose BOQ no sent quotation uses yet.
  const { rows } = await db.query<{ id: string }>(
    `select p.id from public.projects p
      where exists (select 1 from public.boq_items b where b.project_id = p.id)
        and not exists (select 1 from public.quotations q where q.project_id = p.id and q.status <> 'draft')
      order by p.code limit 1`,
  );
  designProject = rows[0]!.id;
}, 240_000);

describe('BOQ totals', () => {
  it('sums client and budget amounts per room and for the project in SQL, margin = client - budget', async () => {
    const lines = await listBoqLines(designProject, manager);
    expect(lines.length).toBeGreaterThan(2);
    const totals = await boqTotals(designProject, manager);
    const open = lines.filter((l) => l.status !== 'cancelled');
    const client = open.reduce((sum, l) => sum + l.client_amount, 0);
    const budget = open.reduce((sum, l) => sum + l.budget_amount, 0);
    expect(totals.client_amount).toBeCloseTo(client, 2);
    expect(totals.budget_amount).toBeCloseTo(budget, 2);
    expect(totals.margin_amount).toBeCloseTo(client - budget, 2);
    expect(totals.margin_percent).toBeCloseTo(((client - budget) / client) * 100, 1);
    const rooms = [...new Set(open.map((l) => l.room))].sort();
    expect(totals.rooms.map((r) => r.room)).toEqual(rooms);
    const first = totals.rooms[0]!;
    expect(first.client_amount).toBeCloseTo(
      open.filter((l) => l.room === first.room).reduce((sum, l) => sum + l.client_amount, 0),
      2,
    );
  });

  it('takes the line discount off the client amount: 10 x 100 less 5 % is 950', async () => {
    const id = await addBoqLine(
      {
        project_id: designProject,
        room: 'Test room',
        position: 1,
        item_code: 'TST-01',
        trade_category: 'Carpentry',
        item_type: 'production',
        description: 'Test line',
        quantity: 10,
        unit: 'nos',
        client_rate: 100,
        budget_rate: 80,
        hsn: '9403',
        gst_rate: 18,
        discount_percent: 5,
      },
      manager,
    );
    const totals = await boqTotals(designProject, manager);
    const room = totals.rooms.find((r) => r.room === 'Test room')!;
    expect(room).toMatchObject({ client_amount: 950, budget_amount: 800, margin_amount: 150 });
    expect(room.margin_percent).toBeCloseTo(15.79, 2);
    await deleteBoqLine(id, manager);
  });
});

describe('BOQ edits', () => {
  it('saves a cell with the version it was read at and refuses a stale one', async () => {
    const [line] = await listBoqLines(designProject, manager);
    const version = await saveBoqCells(line!.id, line!.version, { quantity: 3 }, manager);
    expect(version).toBe(line!.version + 1);
    await expect(saveBoqCells(line!.id, line!.version, { quantity: 4 }, manager)).rejects.toMatchObject({
      kind: 'conflict',
    });
    await expect(saveBoqCells(line!.id, version, { quantity: -1 }, manager)).rejects.toMatchObject({
      kind: 'constraint',
    });
  });

  it('lists the projects the person can see for the picker', async () => {
    const options = await listProjectOptions(manager);
    expect(options.some((p) => p.id === designProject)).toBe(true);
  });
});

describe('BOQ lock', () => {
  it('locks the lines a sent quotation uses, in the view and in the database; a draft locks nothing', async () => {
    const lines = await listBoqLines(designProject, manager);
    const [a, b, c] = lines;
    const id = await createQuotationFromBoqLines(
      { projectId: designProject, lineIds: [a!.id, b!.id], title: 'Lock test', marginPercent: 10 },
      manager,
    );
    // A draft quotation does not lock.
    const draft = await getBoqLine(a!.id, manager);
    expect(draft!.locked_by_quotation_id).toBeNull();

    const quotation = await getQuotation(id, manager);
    await setQuotationStatus(id, quotation!.version, 'sent', undefined, manager);
    const locked = await getBoqLine(a!.id, manager);
    expect(locked).toMatchObject({
      locked_by_quotation_id: id,
      locked_by_reference: quotation!.reference,
      locked_by_status: 'sent',
    });
    await expect(saveBoqCells(a!.id, locked!.version, { quantity: 99 }, manager)).rejects.toMatchObject({
      constraint: 'boq_items_locked',
      message: expect.stringContaining(quotation!.reference),
    });
    await expect(deleteBoqLine(b!.id, manager)).rejects.toMatchObject({ constraint: 'boq_items_locked' });
    // Its status may still move along; a line not quoted stays free.
    await expect(
      saveBoqCells(a!.id, locked!.version, { status: 'quoted' }, manager),
    ).resolves.toBeGreaterThan(locked!.version);
    const free = await getBoqLine(c!.id, manager);
    expect(free!.locked_by_quotation_id).toBeNull();
    await expect(saveBoqCells(c!.id, free!.version, { quantity: 2 }, manager)).resolves.toBe(
      free!.version + 1,
    );
  });

  it('lets a designer edit the BOQ but not quote it, and production neither', async () => {
    const meera = await claimsOf(db, 'meera.iyer@fpw.in');
    const rahul = await claimsOf(db, 'rahul.verma@fpw.in');
    const designer = createEmbeddedDataSource(db, { caller: () => meera });
    const production = createEmbeddedDataSource(db, { caller: () => rahul });
    const lines = (await listBoqLines(designProject, designer)).filter(
      (l) => l.locked_by_quotation_id === null,
    );
    const free = lines[lines.length - 1]!;
    await expect(saveBoqCells(free.id, free.version, { notes: 'Checked on site' }, designer)).resolves.toBe(
      free.version + 1,
    );
    await expect(
      createQuotationFromBoqLines(
        { projectId: designProject, lineIds: [free.id], title: 'Designer' },
        designer,
      ),
    ).rejects.toMatchObject({ kind: 'permission' });
    const again = (await getBoqLine(free.id, production))!;
    await expect(saveBoqCells(free.id, again.version, { quantity: 5 }, production)).rejects.toBeTruthy();
  });

  it('refuses a quotation from lines of another project', async () => {
    const { rows } = await db.query<{ id: string }>(
      `select b.id from public.boq_items b where b.project_id <> $1 limit 1`,
      [designProject],
    );
    await expect(
      createQuotationFromBoqLines(
        { projectId: designProject, lineIds: [rows[0]!.id], title: 'Wrong' },
        manager,
      ),
    ).rejects.toMatchObject({ constraint: 'quotations_lines_selected' });
  });
});
