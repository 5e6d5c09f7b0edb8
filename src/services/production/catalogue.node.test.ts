// The catalogue's typed functions against the embedded DataSource on PGlite with the shipped seed:
// search and filters as the pages send them, a duplicate code refused by its constraint, a board in
// use refused deletion with the way out (mark it inactive), and who may change the catalogue.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  deleteCatalogueItem,
  getCatalogueItem,
  listCatalogue,
  listCatalogueMakes,
  listCatalogueOptions,
  processedPanelPrice,
  saveCatalogueItem,
  setCatalogueItemActive,
} from './catalogue';
import { setCatalogueImage, uploadCatalogueImage } from './catalogue-images';
import { checkFile } from '../files';
import { createEmbeddedFileStore, memoryBucket } from '../files/embedded-file-store';
import { columnsOf, processedPanelFormSchema } from './catalogue-forms';

const { db, as } = seededDatabase();
const production = as('rahul.verma@fpw.in');
const sales = as('asha.rao@fpw.in');

describe('catalogue lists', () => {
  it('searches several columns at once and filters by material, with an exact count', async () => {
    const plywood = await listCatalogue(
      'panels',
      { filters: { base_material: 'plywood' }, page: 0, pageSize: 5 },
      sales,
    );
    expect(plywood.total).toBeGreaterThan(5);
    expect(plywood.rows).toHaveLength(5);
    expect(plywood.rows.every((row) => row.base_material === 'plywood')).toBe(true);

    const makes = await listCatalogueMakes('panels', sales);
    const make = makes[0] ?? '';
    const byMake = await listCatalogue('panels', { search: make.toLowerCase() }, sales);
    expect(byMake.rows.length).toBeGreaterThan(0);
    expect(
      byMake.rows.every((row) =>
        `${row.name} ${row.make} ${row.grade ?? ''}`.toLowerCase().includes(make.toLowerCase()),
      ),
    ).toBe(true);
  });

  it('names the board and skins of a processed panel, sorted by the price with GST', async () => {
    const { rows } = await listCatalogue(
      'processed_panels',
      { sort: { column: 'final_price_per_sqft', descending: true } },
      sales,
    );
    expect(rows.length).toBe(20);
    const finals = rows.map((row) => Number(row.final_price_per_sqft));
    expect([...finals].sort((a, b) => b - a)).toEqual(finals);
    const first = rows[0];
    expect(first?.panel_name).toBeTruthy();
    expect(first?.front_skin_name).toBeTruthy();
    // The page shows the price as the database computes it.
    expect(processedPanelPrice(Number(first?.price_per_sqft), Number(first?.gst_rate)).final).toBe(finals[0]);
  });

  it('offers only active rows in pick lists', async () => {
    const before = await listCatalogueOptions('skins', sales);
    const skin = (await listCatalogue('skins', { page: 0, pageSize: 1 }, production)).rows[0];
    if (!skin) throw new Error('no skin seeded');
    await db.exec('begin');
    try {
      await setCatalogueItemActive('skins', skin.id, skin.version, false, production);
      const after = await listCatalogueOptions('skins', sales);
      expect(after.map((option) => option.value)).not.toContain(skin.id);
      expect(after).toHaveLength(before.length - 1);
    } finally {
      await db.exec('rollback');
    }
  });
});

describe('catalogue changes', () => {
  it('refuses a processed panel code already used, naming the constraint', async () => {
    const existing = (await listCatalogue('processed_panels', { page: 0, pageSize: 1 }, sales)).rows[0];
    if (!existing) throw new Error('no processed panel seeded');
    const form = processedPanelFormSchema.parse({
      code: existing.code.toLowerCase(),
      name: 'Copy',
      panel_id: existing.panel_id,
      front_skin_id: existing.front_skin_id,
      back_skin_id: existing.back_skin_id,
      price_per_sqft: 120,
      gst_rate: 18,
    });
    await expect(
      saveCatalogueItem('processed_panels', null, 0, columnsOf(form), production),
    ).rejects.toMatchObject({
      kind: 'constraint',
      constraint: 'processed_panels_code_key',
    });
  });

  it('refuses to delete a board a processed panel uses, and says to mark it inactive', async () => {
    const used = (await listCatalogue('processed_panels', { page: 0, pageSize: 1 }, sales)).rows[0];
    if (!used) throw new Error('no processed panel seeded');
    await expect(deleteCatalogueItem('panels', used.panel_id, production)).rejects.toThrow(
      /Mark it inactive instead/,
    );
    expect(await getCatalogueItem('panels', used.panel_id, sales)).not.toBeNull();
  });

  it('refuses to delete a processed panel or an edge band a BOQ line uses by its code, then lets it go once unused', async () => {
    const { rows: made } = await db.query<{ panel: string; band: string; line: string; band_line: string }>(
      `with pp as (
         insert into public.processed_panels (code, name, panel_id, front_skin_id, back_skin_id, price_per_sqft, gst_rate)
         select 'PP-BOQ-TEST', 'BOQ test panel', panel_id, front_skin_id, back_skin_id, 100, 18
           from public.processed_panels order by code limit 1
         returning id),
       eb as (
         insert into public.edge_bands (name, make, design_number, material, finish, width_mm, thickness_mm, roll_length_m, price_per_metre)
         select 'BOQ test band', make, 'eb 977', material, finish, width_mm, thickness_mm, roll_length_m, price_per_metre
           from public.edge_bands order by name limit 1
         returning id),
       template as (select project_id, room, trade_category, item_type, unit from public.boq_items order by id limit 1),
       line as (
         insert into public.boq_items (project_id, room, item_code, trade_category, item_type, description, quantity, unit, client_rate, budget_rate)
         select project_id, room, code, trade_category, item_type, 'Uses the test material', 1, unit, 1, 1
           from template, (values ('PP-BOQ-TEST-01'), ('EB977-02')) as c(code)
         returning id, item_code)
       select (select id::text from pp) as panel, (select id::text from eb) as band,
              (select id::text from line where item_code = 'PP-BOQ-TEST-01') as line,
              (select id::text from line where item_code = 'EB977-02') as band_line`,
    );
    const { panel, band, line, band_line } = made[0]!;
    // A line whose code only starts the same way (another material's) does not count.
    const { rows: other } = await db.query<{ id: string }>(
      `insert into public.processed_panels (code, name, panel_id, front_skin_id, back_skin_id, price_per_sqft, gst_rate)
       select 'PP-BOQ', 'BOQ test panel 2', panel_id, front_skin_id, back_skin_id, 100, 18
         from public.processed_panels order by code limit 1 returning id::text`,
    );

    await expect(deleteCatalogueItem('processed_panels', panel, production)).rejects.toThrow(
      'This processed panel is used by BOQ lines (PP-BOQ-TEST-01), so it cannot be deleted. Mark it inactive instead',
    );
    await expect(production.remove('processed_panels', panel)).rejects.toMatchObject({ code: '23001' });
    await expect(deleteCatalogueItem('edge_bands', band, production)).rejects.toThrow(
      /EB977-02.*Mark it inactive/,
    );
    expect(await getCatalogueItem('processed_panels', panel, sales)).not.toBeNull();

    await deleteCatalogueItem('processed_panels', other[0]!.id, production);
    await db.query(`delete from public.boq_items where id in ($1, $2)`, [line, band_line]);
    await deleteCatalogueItem('processed_panels', panel, production);
    await deleteCatalogueItem('edge_bands', band, production);
    expect(await getCatalogueItem('processed_panels', panel, sales)).toBeNull();
  });

  it('lets production add a board and refuses sales', async () => {
    const board = {
      name: 'Test board 9 mm',
      base_material: 'mdf',
      make: 'Testwood',
      length_mm: 2440,
      width_mm: 1220,
      thickness_mm: 9,
      grain_direction: 'none',
      pressing: 'plain',
      price_per_sheet: 900,
      gst_rate: 18,
    };
    await expect(saveCatalogueItem('panels', null, 0, board, sales)).rejects.toMatchObject({
      kind: 'permission',
    });
    await db.exec('begin');
    try {
      const id = await saveCatalogueItem('panels', null, 0, board, production);
      expect((await getCatalogueItem('panels', id, sales))?.name).toBe('Test board 9 mm');
    } finally {
      await db.exec('rollback');
    }
  });
});

describe('catalogue images', () => {
  const png = () =>
    new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10, 1, 2, 3])], 'Wardrobe front.png', {
      type: 'image/png',
    });

  it('stores a product photo and its thumbnail, saves their paths, and tombstones them when replaced', async () => {
    const bucket = memoryBucket();
    const store = createEmbeddedFileStore(bucket, { objectUrl: () => 'blob:test' });
    const product = (await listCatalogue('products', { page: 0, pageSize: 1 }, sales)).rows[0];
    if (!product) throw new Error('no product seeded');
    const paths = await uploadCatalogueImage('products', png(), {
      store,
      thumbnail: (file) => Promise.resolve(new Blob([file], { type: 'image/jpeg' })),
    });
    expect(paths.image_path).toMatch(/^catalogue\/products\/[0-9a-f-]{36}-Wardrobe front\.png$/);
    expect(paths.image_thumbnail_path).toMatch(
      /^catalogue\/products\/[0-9a-f-]{36}-thumb-Wardrobe front\.jpg$/,
    );
    expect(bucket.paths()).toEqual([paths.image_path, paths.image_thumbnail_path].sort());

    await db.exec('begin');
    try {
      await expect(
        setCatalogueImage('products', product.id, product.version, paths, sales),
      ).rejects.toMatchObject({
        kind: 'permission',
      });
      await setCatalogueImage('products', product.id, product.version, paths, production);
      const saved = await getCatalogueItem('products', product.id, sales);
      expect(saved?.image_path).toBe(paths.image_path);
      expect(saved?.image_thumbnail_path).toBe(paths.image_thumbnail_path);

      // Clearing the image leaves both files for the sweep.
      await setCatalogueImage('products', product.id, saved?.version ?? 0, null, production);
      const removals = await db.query<{ storage_path: string }>(
        `select storage_path from public.file_removals where source_table = 'products' order by storage_path`,
      );
      expect(removals.rows.map((row) => row.storage_path)).toEqual(
        [paths.image_path, paths.image_thumbnail_path].sort(),
      );
    } finally {
      await db.exec('rollback');
    }
  });

  it('keeps the image of a board, and refuses a path outside the catalogue', async () => {
    const board = (await listCatalogue('panels', { page: 0, pageSize: 1 }, sales)).rows[0];
    if (!board) throw new Error('no board seeded');
    expect(board.image_path).toBeNull();
    await db.exec('begin');
    try {
      await expect(
        setCatalogueImage(
          'panels',
          board.id,
          board.version,
          { image_path: '00000000-0000-0000-0000-000000000000/documents/x.png', image_thumbnail_path: null },
          production,
        ),
      ).rejects.toMatchObject({ kind: 'constraint', constraint: 'panels_image_path_check' });
    } finally {
      await db.exec('rollback');
    }
  });

  it('refuses a file that is not an image, or too big, before anything is stored', async () => {
    const text = new File(['hello'], 'notes.txt', { type: 'text/plain' });
    expect(checkFile('catalogue', text)).toMatch(
      /not a type this place takes: JPEG, PNG or WebP images up to 5 MB/,
    );
    expect(checkFile('catalogue', { name: 'big.jpg', type: 'image/jpeg', size: 6 * 1024 * 1024 })).toMatch(
      /over the 5 MB limit/,
    );
    const bucket = memoryBucket();
    const store = createEmbeddedFileStore(bucket);
    await expect(uploadCatalogueImage('skins', text, { store })).rejects.toMatchObject({ kind: 'refused' });
    expect(bucket.paths()).toEqual([]);
  });
});

describe('processed panel price', () => {
  it('adds GST to the paisa, and shows nothing for a value that is not a number', () => {
    expect(processedPanelPrice(100, 18)).toEqual({ gst: 18, final: 118 });
    expect(processedPanelPrice(123.45, 12)).toEqual({ gst: 14.81, final: 138.26 });
    expect(processedPanelPrice(Number.NaN, 18)).toEqual({ gst: 0, final: 0 });
  });
});
