// The operations service against the embedded DataSource on PGlite with the shipped seed: both
// read models parse, the board's cards are the caller's active projects, and a project moved to
// another designer is saved with its version (a stale version is a ConflictError, a designer
// giving a project away is refused by the projects policies).
import { describe, expect, it } from 'vitest';
import { ConflictError, DataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import { boardProjects, designerBoard, operationsDashboard, reassignDesigner } from './operations';

const { as } = seededDatabase();
const admin = as('priya.nair@fpw.in');
const meera = as('meera.iyer@fpw.in');

describe('operations service', () => {
  it('reads the dashboard and the board as zod-checked figures', async () => {
    const figures = await operationsDashboard('2026-11-25', admin);
    expect(figures.projects_by_stage).toHaveLength(9);
    expect(figures.payments_due_month).not.toBeNull();
    const designerFigures = await operationsDashboard('2026-11-25', meera);
    expect(designerFigures.payments_due_month).toBeNull();
    const board = await designerBoard('2026-11-25', admin);
    expect(board.designers.length).toBeGreaterThan(1);
    // Without a date, the database's own today (Asia/Kolkata).
    expect((await operationsDashboard(undefined, admin)).today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await designerBoard(undefined, admin)).today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it('gives a designer only their own projects as cards', async () => {
    const all = await boardProjects(admin);
    const own = await boardProjects(meera);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(all.length);
    expect(all.every((project) => project.stage !== 'closed')).toBe(true);
  });

  it('moves a project to another designer with its version, and refuses a stale one', async () => {
    const board = await designerBoard('2026-11-25', admin);
    const cards = await boardProjects(admin);
    const card = cards.find((project) => project.designer_id !== null)!;
    const other = board.designers.find((row) => row.designer_id !== card.designer_id)!;
    const saved = await reassignDesigner(
      { id: card.id, designerId: other.designer_id, version: card.version },
      admin,
    );
    expect(saved.version).toBe(card.version + 1);
    const after = (await boardProjects(admin)).find((project) => project.id === card.id);
    expect(after?.designer_id).toBe(other.designer_id);
    await expect(
      reassignDesigner({ id: card.id, designerId: card.designer_id, version: card.version }, admin),
    ).rejects.toBeInstanceOf(ConflictError);
    // Put it back, so other tests see the seed as shipped.
    await reassignDesigner({ id: card.id, designerId: card.designer_id, version: saved.version }, admin);
  });

  it('refuses a designer giving their project to someone else (the database decides)', async () => {
    const [own] = await boardProjects(meera);
    const board = await designerBoard('2026-11-25', meera);
    const other = board.designers.find((row) => row.designer_id !== own!.designer_id)!;
    await expect(
      reassignDesigner({ id: own!.id, designerId: other.designer_id, version: own!.version }, meera),
    ).rejects.toBeInstanceOf(DataSourceError);
  });
});
