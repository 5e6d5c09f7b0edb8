// Bills of material on the embedded DataSource with the shipped seed: an order's BOMs and parts with
// their panel's sheet size; a part added, duplicated and deleted by the production lead; parts
// imported from CSV onto an order line with refused lines named, and an import the database refuses
// leaving nothing behind; sales may read but not change a BOM.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import { edgeBandMetres } from './bom-rules';
import {
  deletePart,
  duplicatePart,
  EMPTY_PART,
  importPlannedParts,
  partFormOf,
  listBomParts,
  listBoms,
  listOrderLines,
  planPartsImport,
  savePart,
} from './boms';
import { listCatalogue } from './catalogue';

const { db, as, inRollback } = seededDatabase();
const production = as('rahul.verma@fpw.in');
const sales = as('asha.rao@fpw.in');

async function firstBom() {
  const [bom] = await listBoms({}, production);
  if (!bom) throw new Error('no BOM seeded');
  return bom;
}

describe('bills of material', () => {
  it('lists BOMs with their order and parts with the sheet their panel comes in', async () => {
    const bom = await firstBom();
    expect(bom.order_number).toMatch(/^SO-/);
    expect(bom.part_lines).toBeGreaterThan(0);
    expect((await listBoms({ orderId: bom.order_id }, production)).map((b) => b.id)).toContain(bom.id);
    const parts = await listBomParts(bom.id, production);
    expect(parts).toHaveLength(bom.part_lines);
    expect(parts[0]?.sheet_length_mm).toBeGreaterThanOrEqual(parts[0]?.sheet_width_mm ?? 0);
    expect(edgeBandMetres(parts).size).toBeGreaterThan(0);
  });

  it('adds, duplicates and deletes a part', async () => {
    const bom = await firstBom();
    const before = await listBomParts(bom.id, production);
    await inRollback(async () => {
      await savePart(
        bom.id,
        null,
        {
          ...EMPTY_PART,
          name: 'Test shelf X',
          processed_panel_id: before[0]?.processed_panel_id ?? '',
          length_mm: 880,
          width_mm: 550,
          quantity: 2,
        },
        before.map((p) => p.position),
        production,
      );
      const added = (await listBomParts(bom.id, production)).find((p) => p.name === 'Test shelf X');
      expect(added?.position).toBe(Math.max(...before.map((p) => p.position)) + 1);
      if (!added) return;
      await duplicatePart(added, await listBomParts(bom.id, production), production);
      const copies = (await listBomParts(bom.id, production)).filter((p) =>
        p.name.startsWith('Test shelf X'),
      );
      expect(copies.map((p) => p.name).sort()).toEqual(['Test shelf X', 'Test shelf X (copy)']);
      await deletePart(added.id, production);
      expect((await listBomParts(bom.id, production)).length).toBe(before.length + 1);
    });
  });

  it('imports parts from CSV, naming refused lines, and all or nothing in the database', async () => {
    const bom = await firstBom();
    const panels = (await listCatalogue('processed_panels', {}, production)).rows.map((p) => ({
      id: p.id,
      code: p.code,
      name: p.name,
    }));
    const csv =
      '\uFEFFname,length,width,quantity,material,grain\nSide,2100,560,2,pp-001,no\n"Shelf, fixed",880,540,3,,yes\nBack,abc,900,1,PP-001,no\nTop,900,560,1,PP-999,no';
    const plan = planPartsImport(csv, panels, null, 100);
    expect(plan.rows).toHaveLength(1);
    expect(plan.errors.map((e) => e.line)).toEqual([3, 4, 5]);
    expect(plan.errors[0]?.message).toMatch(/no material/);
    expect(plan.errors[2]?.message).toMatch(/PP-999/);
    const withDefault = planPartsImport(csv, panels, panels[0]?.id ?? null, 100);
    expect(withDefault.rows.map((r) => r.name)).toEqual(['Side', 'Shelf, fixed']);
    expect(withDefault.rows[1]).toMatchObject({ grain_locked: true, quantity: 3, position: 101 });

    await inRollback(async () => {
      expect(await importPlannedParts(bom.id, withDefault, production)).toBe(2);
    });
    // With an order line (the dialog's, by default the order's first), every imported part is on it.
    const [line] = await listOrderLines(bom.order_id, production);
    if (!line) throw new Error('no order line seeded');
    const onLine = planPartsImport(csv, panels, panels[0]?.id ?? null, 200, line.id);
    expect(onLine.rows.map((r) => r.order_line_id)).toEqual([line.id, line.id]);
    // Removed again by hand: the later tests count the seeded parts.
    expect(await importPlannedParts(bom.id, onLine, production)).toBe(2);
    const imported = (await listBomParts(bom.id, production)).filter((p) => p.position >= 200);
    for (const part of imported) await deletePart(part.id, production);
    expect(imported.map((p) => [p.name, p.order_line_description])).toEqual([
      ['Side', line.description],
      ['Shelf, fixed', line.description],
    ]);
    const tooLong = {
      ...withDefault,
      rows: [...withDefault.rows, { ...withDefault.rows[0], position: 102, length_mm: 7000 }],
    };
    const before = (await listBomParts(bom.id, production)).length;
    await expect(importPlannedParts(bom.id, tooLong, production)).rejects.toMatchObject({
      kind: 'constraint',
    });
    expect((await listBomParts(bom.id, production)).length).toBe(before);
  });

  it("ties a part to a line of its own order, and refuses another order's line", async () => {
    const bom = await firstBom();
    const lines = await listOrderLines(bom.order_id, production);
    expect(lines.length).toBeGreaterThan(0);
    const line = lines[0];
    if (!line) return;
    const [other] = (
      await db.query<{ id: string }>('select id from public.order_lines where order_id <> $1 limit 1', [
        bom.order_id,
      ])
    ).rows;
    const parts = await listBomParts(bom.id, production);
    const part = parts[0];
    if (!part || !other) throw new Error('no part or other order line seeded');
    await inRollback(async () => {
      await savePart(
        bom.id,
        part,
        { ...partFormOf(part), order_line_id: line.id },
        parts.map((p) => p.position),
        production,
      );
      const saved = (await listBomParts(bom.id, production)).find((p) => p.id === part.id);
      expect(saved?.order_line_id).toBe(line.id);
      expect(saved?.order_line_description).toBe(line.description);
      // Duplicating keeps the line.
      if (!saved) return;
      await duplicatePart(saved, await listBomParts(bom.id, production), production);
      const copies = (await listBomParts(bom.id, production)).filter((p) => p.order_line_id === line.id);
      expect(copies).toHaveLength(2);
      await expect(
        savePart(
          bom.id,
          saved,
          { ...partFormOf(saved), order_line_id: other.id },
          parts.map((p) => p.position),
          production,
        ),
      ).rejects.toMatchObject({ kind: 'constraint', constraint: 'bom_parts_order_line_check' });
    });
  });

  it('lets sales read a BOM but not change it', async () => {
    const bom = await firstBom();
    const parts = await listBomParts(bom.id, sales);
    expect(parts.length).toBeGreaterThan(0);
    await expect(deletePart(parts[0]?.id ?? '', sales)).rejects.toMatchObject({
      kind: expect.stringMatching(/permission|not-found/),
    });
  });
});
