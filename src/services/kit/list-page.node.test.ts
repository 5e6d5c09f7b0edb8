// The list kit's fetch and filter builder on the embedded DataSource (PGlite, the shipped seed),
// through row-level security as a manager: one page with its exact count, the search across
// columns with % _ \ and * taken literally, one condition per field, and rows checked by a schema.
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { seededDatabase } from '../backend/testing/seeded-database';
import { fetchPage, likePattern, listFilters } from './list-page';

const row = z.object({ id: z.string(), code: z.string().nullable(), name: z.string(), stage: z.string() });

const { db, as } = seededDatabase();
const kavya = as('kavya.menon@fpw.in');
let odd: { id: string; code: string };

beforeAll(async () => {
  // Names with the characters a pattern could misread, written as the owner (no policy applies).
  const { rows } = await db.query<{ id: string; code: string }>(
    `update public.projects set name = case when code = (select min(code) from public.projects)
        then 'Loft 3*4 wardrobe 50%_off \\ back' else name end
      where code = (select min(code) from public.projects) returning id::text, code`,
  );
  odd = rows[0]!;
}, 240_000);

const search = (term: string) =>
  fetchPage(
    'projects_list',
    { search: { columns: ['code', 'name'], term }, select: ['id', 'code', 'name', 'stage'] },
    row,
    kavya,
  );

describe('likePattern and listFilters', () => {
  it('escapes % _ and \\, turns * into one any character, and matches anywhere', () => {
    expect(likePattern('50%_off \\ a*b')).toBe('%50\\%\\_off \\\\ a_b%');
    expect(likePattern('x')).toBe('%x%');
  });

  it('puts the search first in one or, then one eq per field, then the other conditions', () => {
    expect(
      listFilters({
        search: {
          columns: ['code', 'name'],
          term: ' loft ',
          also: [{ column: 'phone', op: 'ilike', value: '%1%' }],
        },
        filters: { stage: 'design', designer_id: undefined, city: '', client_id: null, active: false },
        where: [{ column: 'start_date', op: 'gte', value: '2026-01-01' }],
      }),
    ).toEqual([
      {
        op: 'or',
        filters: [
          { column: 'code', op: 'ilike', value: '%loft%' },
          { column: 'name', op: 'ilike', value: '%loft%' },
          { column: 'phone', op: 'ilike', value: '%1%' },
        ],
      },
      { column: 'stage', op: 'eq', value: 'design' },
      { column: 'active', op: 'eq', value: false },
      { column: 'start_date', op: 'gte', value: '2026-01-01' },
    ]);
    expect(listFilters({ search: { columns: ['name'], term: '   ' } })).toEqual([]);
  });
});

describe('fetchPage', () => {
  it('returns one page and the exact count of every matching row', async () => {
    const sort = [
      { column: 'code', ascending: true },
      { column: 'id', ascending: true },
    ];
    const all = await fetchPage('projects_list', { sort }, row, kavya);
    expect(all.total).toBe(31); // 30 in 050_projects.sql, one in 240_money_journey.sql
    expect(all.rows).toHaveLength(31);
    const second = await fetchPage('projects_list', { sort, page: 1, pageSize: 10 }, row, kavya);
    expect(second.total).toBe(31);
    expect(second.rows.map((r) => r.id)).toEqual(all.rows.slice(10, 20).map((r) => r.id));
    const design = await fetchPage(
      'projects_list',
      { filters: { stage: 'design' }, page: 0, pageSize: 5 },
      row,
      kavya,
    );
    expect(design.rows.every((r) => r.stage === 'design')).toBe(true);
    expect(design.total).toBe(all.rows.filter((r) => r.stage === 'design').length);
  });

  it('searches across columns, taking what was typed literally', async () => {
    expect((await search(odd.code.toLowerCase())).rows.map((r) => r.id)).toContain(odd.id);
    expect((await search('3*4 WARDROBE')).rows.map((r) => r.id)).toEqual([odd.id]);
    expect((await search('50%_off \\ back')).rows.map((r) => r.id)).toEqual([odd.id]);
    // Neither * nor % nor _ is a run of anything: these match no project.
    expect((await search('Loft*wardrobe')).total).toBe(0);
    expect((await search('%')).rows.map((r) => r.id)).toEqual([odd.id]);
    expect((await search('Loft%back')).total).toBe(0);
    expect((await search('L_ft')).total).toBe(0);
  });

  it('refuses rows that do not have the schema’s shape', async () => {
    const strict = z.object({ id: z.number() });
    await expect(fetchPage('projects_list', { page: 0, pageSize: 1 }, strict, kavya)).rejects.toThrow();
  });
});
