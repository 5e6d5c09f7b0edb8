// The file store contract, run against both backends: the embedded store on an in-memory bucket
// (node has no IndexedDB; the browser's bucket is the same interface), and the Supabase store
// through supabase-js against MSW handlers that emulate the Storage API (and PostgREST and GoTrue
// for the rows) over the same PGlite, with the storage policies' SQL functions deciding access.
// Both must keep and return the same bytes, refuse the same types and sizes, treat missing paths
// alike, and sweep the files whose rows were deleted.
import { resolveObjectURL } from 'node:buffer';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../auth/auth';
import type { DataSource } from '../backend/data-source.ts';
import { createEmbeddedDataSource } from '../backend/embedded-data-source.ts';
import { createSupabaseDataSource } from '../backend/supabase-data-source.ts';
import { supabaseEmulator } from '../backend/testing/postgrest-emulator';
import { storageEmulator, type StorageEmulator } from '../backend/testing/storage-emulator';
import { claimsOf } from '../backend/testing/test-database';
import { seededDatabase } from '../backend/testing/seeded-database';
import { createEmbeddedFileStore, memoryBucket } from './embedded-file-store';
import { FileStoreError, type FileStore } from './file-store';
import { sweepRemovedFiles } from './index';
import { MB } from './limits';
import { catalogueImagePath, filePath } from './paths';
import { createSupabaseFileStore } from './supabase-file-store';

const PROJECT = { url: 'https://files.supabase.test', anonKey: 'files-anon-key' };

type Caller = 'admin' | 'designer';
const EMAILS: Record<Caller, string> = { admin: 'priya.nair@fpw.in', designer: 'meera.iyer@fpw.in' };

interface Harness {
  store(caller: Caller): Promise<FileStore>;
  db(caller: Caller): Promise<DataSource>;
  /** The bytes behind a URL the store gave. */
  read(url: string): Promise<Uint8Array>;
}

const { db } = seededDatabase();
let storage: StorageEmulator;
let server: ReturnType<typeof setupServer>;
/** A project the designer designs, and one she does not see. */
let hers: string;
let notHers: string;

beforeAll(async () => {
  storage = storageEmulator({ ...PROJECT, db });
  server = setupServer(...storage.handlers, ...supabaseEmulator({ ...PROJECT, db }).handlers);
  server.listen({ onUnhandledFrame: 'error' });
  const { rows } = await db.query<{ id: string; hers: boolean }>(
    `select p.id, p.designer_id = s.id as hers
       from public.projects p, (select id from public.staff where email = $1) s
      where p.designer_id = s.id
         or (p.designer_id is distinct from s.id and p.relationship_manager_id is distinct from s.id)
      order by p.code`,
    [EMAILS.designer],
  );
  hers = rows.find((row) => row.hers)?.id ?? '';
  notHers = rows.find((row) => !row.hers)?.id ?? '';
}, 240_000);

afterAll(async () => {
  server?.close();
});

const bucket = memoryBucket();
const embedded: Harness = {
  store: () => Promise.resolve(createEmbeddedFileStore(bucket)),
  async db(caller) {
    const claims = await claimsOf(db, EMAILS[caller]);
    return createEmbeddedDataSource(db, { caller: () => claims });
  },
  async read(url) {
    const blob = resolveObjectURL(url);
    if (blob === undefined) throw new Error(`No object at ${url}`);
    return new Uint8Array(await blob.arrayBuffer());
  },
};

const clients = new Map<Caller, Promise<SupabaseClient>>();
function client(caller: Caller): Promise<SupabaseClient> {
  let made = clients.get(caller);
  if (made === undefined) {
    made = (async () => {
      const supabase = createClient(PROJECT.url, PROJECT.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, storageKey: `files-${caller}` },
        db: { retry: false },
      });
      const { error } = await supabase.auth.signInWithPassword({
        email: EMAILS[caller],
        password: DEMO_PASSWORD,
      });
      if (error) throw error;
      return supabase;
    })();
    clients.set(caller, made);
  }
  return made;
}
const supabase: Harness = {
  store: async (caller) => createSupabaseFileStore(await client(caller)),
  db: async (caller) => createSupabaseDataSource(await client(caller)),
  async read(url) {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`GET ${url}: ${response.status}`);
    return new Uint8Array(await response.arrayBuffer());
  },
};

const bytes = (text: string) => new TextEncoder().encode(text);
const pdf = (text = '%PDF-1.7 kitchen elevation') => new Blob([bytes(text)], { type: 'application/pdf' });

async function failureOf(work: Promise<unknown>): Promise<{ kind: string; message: string }> {
  try {
    await work;
  } catch (error) {
    if (!(error instanceof FileStoreError)) throw error;
    return { kind: error.kind, message: error.message };
  }
  throw new Error('expected the call to fail');
}

function contract(label: string, harness: Harness) {
  describe(`${label} file store`, () => {
    it('keeps the bytes and type it was given, reports progress to 1, and gives them back by URL', async () => {
      const store = await harness.store('admin');
      const path = filePath(hers, 'documents', 'Kitchen elevation.pdf');
      const progress: number[] = [];
      const stored = await store.upload(path, pdf(), {
        contentType: 'application/pdf',
        onProgress: (fraction) => progress.push(fraction),
      });
      expect(stored).toEqual({ path, size: 26, contentType: 'application/pdf' });
      expect(progress[0]).toBe(0);
      expect(progress.at(-1)).toBe(1);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));

      const downloaded = await store.download(path);
      expect(downloaded.type).toBe('application/pdf');
      expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(bytes('%PDF-1.7 kitchen elevation'));
      expect(await harness.read(await store.url(path))).toEqual(bytes('%PDF-1.7 kitchen elevation'));
    });

    it('stores a drawing the browser could not type by its extension', async () => {
      const store = await harness.store('admin');
      const file = new File([bytes('AC1032 drawing')], 'Site plan.dwg', { type: '' });
      const path = filePath(hers, 'design', file.name);
      expect(await store.upload(path, file, { contentType: file.type })).toMatchObject({
        contentType: 'application/acad',
      });
      expect((await store.download(path)).type).toBe('application/acad');
    });

    it('refuses a type the area does not take, and a file over its size, storing nothing', async () => {
      const store = await harness.store('admin');
      const text = filePath(hers, 'documents', 'notes.txt');
      expect(
        await failureOf(
          store.upload(text, new Blob(['hello'], { type: 'text/plain' }), { contentType: 'text/plain' }),
        ),
      ).toEqual({ kind: 'refused', message: expect.stringContaining('images, PDFs and drawings') });

      const photo = filePath(hers, 'recce', 'living room.jpg');
      const big = new Blob([new Uint8Array(11 * MB)], { type: 'image/jpeg' });
      expect(await failureOf(store.upload(photo, big, { contentType: 'image/jpeg' }))).toEqual({
        kind: 'refused',
        message: expect.stringContaining('is 11.0 MB, over the 10 MB limit'),
      });
      const pdfInRecce = filePath(hers, 'recce', 'plan.pdf');
      expect(
        await failureOf(store.upload(pdfInRecce, pdf(), { contentType: 'application/pdf' })),
      ).toMatchObject({
        kind: 'refused',
      });
      for (const path of [text, photo, pdfInRecce]) {
        expect(await failureOf(store.download(path))).toMatchObject({ kind: 'not-found' });
      }
    });

    it('refuses a path outside the areas or climbing out of its folder', async () => {
      const store = await harness.store('admin');
      for (const path of [
        `${hers}/elsewhere/a.pdf`,
        `${hers}/documents/../../a.pdf`,
        `/${hers}/documents/a.pdf`,
      ]) {
        expect(await failureOf(store.upload(path, pdf(), { contentType: 'application/pdf' }))).toMatchObject({
          kind: 'refused',
        });
      }
    });

    it('removes files, and removing paths that are gone is not an error', async () => {
      const store = await harness.store('admin');
      const path = filePath(hers, 'documents', 'contract.pdf');
      await store.upload(path, pdf(), { contentType: 'application/pdf' });
      await store.remove([path]);
      expect(await failureOf(store.download(path))).toMatchObject({ kind: 'not-found' });
      expect(await failureOf(store.url(path))).toMatchObject({ kind: 'not-found' });
      await expect(store.remove([path, filePath(hers, 'documents', 'never.pdf')])).resolves.toBeUndefined();
      await expect(store.remove([])).resolves.toBeUndefined();
    });

    it('sweeps the file of a deleted document row, then forgets its tombstone', async () => {
      const store = await harness.store('admin');
      const data = await harness.db('admin');
      const path = filePath(hers, 'documents', 'Quotation Q-1042.pdf');
      await store.upload(path, pdf(), { contentType: 'application/pdf' });
      const id = await data.rpc<string>('add_project_document', {
        p_project_id: hers,
        p_title: 'Quotation Q-1042',
        p_kind: 'quotation_pdf',
        p_file_name: 'Quotation Q-1042.pdf',
        p_storage_path: path,
        p_size_bytes: 26,
        p_content_type: 'application/pdf',
      });
      await data.remove('project_documents', id);
      expect(await data.rpc<string[]>('sweepable_file_removals')).toContain(path);

      expect(await sweepRemovedFiles({ store, db: data })).toBeGreaterThanOrEqual(1);
      expect(await failureOf(store.download(path))).toMatchObject({ kind: 'not-found' });
      expect(await data.rpc<string[]>('sweepable_file_removals')).toEqual([]);
      expect(await sweepRemovedFiles({ store, db: data })).toBe(0);
    });
  });
}

contract('embedded', embedded);
contract('Supabase', supabase);

describe('Supabase Storage follows the owning project', () => {
  it('lets a designer use the files of her projects and refuses the rest', async () => {
    const admin = await supabase.store('admin');
    const designer = await supabase.store('designer');
    const theirs = filePath(notHers, 'documents', 'Not hers.pdf');
    await admin.upload(theirs, pdf(), { contentType: 'application/pdf' });

    expect(await failureOf(designer.download(theirs))).toMatchObject({ kind: 'not-found' });
    expect(await failureOf(designer.url(theirs))).toMatchObject({ kind: 'not-found' });
    expect(
      await failureOf(
        designer.upload(filePath(notHers, 'documents', 'x.pdf'), pdf(), { contentType: 'application/pdf' }),
      ),
    ).toMatchObject({ kind: 'permission' });
    // Her delete of someone else's file is skipped, as Storage skips what the policy hides.
    await designer.remove([theirs]);
    expect(storage.keys()).toContain(`project-files/${theirs}`);

    const mine = filePath(hers, 'documents', 'Hers.pdf');
    await designer.upload(mine, pdf(), { contentType: 'application/pdf' });
    expect(await supabase.read(await designer.url(mine))).toEqual(bytes('%PDF-1.7 kitchen elevation'));
    await designer.remove([mine]);
    expect(storage.keys()).not.toContain(`project-files/${mine}`);
  });
});

describe('Supabase Storage follows course enrolment for lesson attachments', () => {
  it('lets the administrator write them, an enrolled designer read them, and nobody else', async () => {
    const courseId = async (n: number) =>
      (await db.query<{ id: string }>(`select md5('fpw:course:' || $1::text)::uuid::text as id`, [n]))
        .rows[0]!.id;
    const admin = await supabase.store('admin');
    const designer = await supabase.store('designer');
    // Meera is enrolled in the site recce checklist (3) with Design, not in selling kitchens (4).
    const recce = filePath(await courseId(3), 'courses', 'Recce form.pdf');
    const kitchens = filePath(await courseId(4), 'courses', 'Kitchen layouts.pdf');
    await admin.upload(recce, pdf(), { contentType: 'application/pdf' });
    await admin.upload(kitchens, pdf(), { contentType: 'application/pdf' });

    expect(await supabase.read(await designer.url(recce))).toEqual(bytes('%PDF-1.7 kitchen elevation'));
    expect(await failureOf(designer.url(kitchens))).toMatchObject({ kind: 'not-found' });
    expect(
      await failureOf(
        designer.upload(filePath(await courseId(3), 'courses', 'x.pdf'), pdf(), {
          contentType: 'application/pdf',
        }),
      ),
    ).toMatchObject({ kind: 'permission' });
    await designer.remove([recce]);
    expect(storage.keys()).toContain(`project-files/${recce}`);
    await admin.remove([recce, kitchens]);
    expect(storage.keys()).not.toContain(`project-files/${recce}`);
  });
});

describe('Supabase Storage and catalogue images', () => {
  it('lets every staff member see a catalogue image, and only catalogue editors store one', async () => {
    const admin = await supabase.store('admin');
    const designer = await supabase.store('designer');
    const photo = () => new Blob([bytes('\x89PNG wardrobe')], { type: 'image/png' });
    const path = catalogueImagePath('products', 'Wardrobe.png');
    await admin.upload(path, photo(), { contentType: 'image/png' });
    expect(await supabase.read(await designer.url(path))).toEqual(bytes('\x89PNG wardrobe'));
    expect(
      await failureOf(
        designer.upload(catalogueImagePath('skins', 'Oak.png'), photo(), { contentType: 'image/png' }),
      ),
    ).toMatchObject({ kind: 'permission' });
    // A catalogue path takes images only, whoever asks.
    expect(
      await failureOf(
        admin.upload(catalogueImagePath('panels', 'Spec.pdf'), pdf(), { contentType: 'application/pdf' }),
      ),
    ).toMatchObject({ kind: 'refused' });
    await admin.remove([path]);
    expect(storage.keys()).not.toContain(`project-files/${path}`);
  });
});
