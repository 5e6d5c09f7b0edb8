// The documents service against the embedded DataSource on PGlite and the embedded file store on an
// in-memory bucket: several uploads listed with their project and uploader, the filters, a replace
// that keeps the old version and a stale one refused, a refused row that leaves no file behind,
// and a delete that takes the files with it.
import { beforeAll, describe, expect, it } from 'vitest';
import { DataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import { getDocument, listDocumentProjects, listDocuments, listDocumentVersions } from './documents';
import { deleteDocument, guessDocumentKind, replaceDocument, uploadDocument } from './document-files';
import { createEmbeddedFileStore, memoryBucket } from '../files/embedded-file-store';
import { FileStoreError } from '../files/file-store';

const { as } = seededDatabase();
const meera = as('meera.iyer@fpw.in');
const kavya = as('kavya.menon@fpw.in');
let hers: string;
let other: string;
const bucket = memoryBucket();
const store = createEmbeddedFileStore(bucket);

beforeAll(async () => {
  const projects = await listDocumentProjects(meera);
  expect(projects.length).toBeGreaterThan(1);
  hers = projects[0]!.id;
  other = projects[1]!.id;
}, 240_000);

const pdf = (name: string, text = '%PDF-1.7') => new File([text], name, { type: 'application/pdf' });
const jpeg = (name: string) =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], name, { type: 'image/jpeg' });

describe('documents', () => {
  it('lists uploads with their project, kind and uploader, and filters them', async () => {
    const progress: number[] = [];
    await uploadDocument(
      { projectId: hers, file: pdf('Kitchen contract.pdf'), onProgress: (f) => progress.push(f) },
      { store, db: meera },
    );
    await uploadDocument({ projectId: hers, file: jpeg('Site north wall.jpg') }, { store, db: meera });
    await uploadDocument(
      { projectId: other, file: pdf('Wardrobe elevation.pdf'), title: 'Wardrobe', kind: 'drawing' },
      { store, db: meera },
    );
    expect(progress.at(-1)).toBe(1);

    const all = await listDocuments({}, meera);
    expect(all.total).toBe(3);
    const contract = all.rows.find((row) => row.title === 'Kitchen contract');
    expect(contract).toMatchObject({
      kind: 'contract',
      file_name: 'Kitchen contract.pdf',
      content_type: 'application/pdf',
      current_version: 1,
      uploaded_by_name: 'Meera Iyer',
      project_id: hers,
    });
    expect(bucket.paths()).toContain(contract?.storage_path);

    expect((await listDocuments({ projectId: other }, meera)).rows.map((r) => r.title)).toEqual(['Wardrobe']);
    expect((await listDocuments({ kind: 'site_photo' }, meera)).rows.map((r) => r.title)).toEqual([
      'Site north wall',
    ]);
    expect((await listDocuments({ search: 'north' }, meera)).total).toBe(1);
    expect((await listDocuments({ search: 'elevation.pdf' }, meera)).total).toBe(1);
    expect((await listDocuments({ uploadedBy: contract?.uploaded_by ?? '' }, meera)).total).toBe(3);
    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
    expect((await listDocuments({ from: day, to: day }, meera)).total).toBe(3);
    expect((await listDocuments({ to: '2020-01-01' }, meera)).total).toBe(0);
    expect(
      (await listDocuments({ sort: { column: 'title' }, page: 0, pageSize: 2 }, meera)).rows.map(
        (r) => r.title,
      ),
    ).toEqual(['Kitchen contract', 'Site north wall']);
  });

  it('replaces a file with a new version, keeps the old one, and refuses a stale replace', async () => {
    const [doc] = (await listDocuments({ search: 'Kitchen contract' }, meera)).rows;
    expect(doc).toBeDefined();
    const number = await replaceDocument(
      { document: doc!, file: pdf('Kitchen contract signed.pdf') },
      { store, db: meera },
    );
    expect(number).toBe(2);
    expect(await getDocument(doc!.id, meera)).toMatchObject({
      current_version: 2,
      file_name: 'Kitchen contract signed.pdf',
    });
    const versions = await listDocumentVersions(doc!.id, meera);
    expect(versions.map((v) => [v.version_no, v.file_name])).toEqual([
      [2, 'Kitchen contract signed.pdf'],
      [1, 'Kitchen contract.pdf'],
    ]);
    for (const version of versions) expect(bucket.paths()).toContain(version.storage_path);

    const before = bucket.paths().length;
    const stale = await replaceDocument(
      { document: doc!, file: pdf('Late.pdf') },
      { store, db: meera },
    ).catch((error: unknown) => error);
    expect(stale).toBeInstanceOf(DataSourceError);
    expect((stale as DataSourceError).kind).toBe('conflict');
    expect(bucket.paths()).toHaveLength(before);
  });

  it('refuses a wrong type before storing, and leaves no file when the row is refused', async () => {
    const wrong = await uploadDocument(
      { projectId: hers, file: new File(['x'], 'notes.txt', { type: 'text/plain' }) },
      { store, db: meera },
    ).catch((error: unknown) => error);
    expect(wrong).toBeInstanceOf(FileStoreError);
    const before = bucket.paths().length;
    // Accounts see every project but only read documents.
    const refused = await uploadDocument(
      { projectId: hers, file: pdf('Invoice.pdf') },
      { store, db: kavya },
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataSourceError);
    expect((refused as DataSourceError).kind).toBe('permission');
    expect(bucket.paths()).toHaveLength(before);
  });

  it('deletes a document with every version’s file', async () => {
    const [doc] = (await listDocuments({ search: 'Kitchen contract' }, meera)).rows;
    const paths = (await listDocumentVersions(doc!.id, meera)).map((v) => v.storage_path);
    await deleteDocument(doc!.id, { store, db: meera });
    expect((await listDocuments({ search: 'Kitchen contract' }, meera)).total).toBe(0);
    expect(await getDocument(doc!.id, meera)).toBeNull();
    for (const path of paths) expect(bucket.paths()).not.toContain(path);
    expect(await meera.rpc<string[]>('sweepable_file_removals')).toEqual([]);
  });

  it('guesses a kind from the file', () => {
    expect(guessDocumentKind({ name: 'Site plan.dwg', type: '' })).toBe('drawing');
    expect(guessDocumentKind({ name: 'Quotation Q-1042.pdf', type: 'application/pdf' })).toBe(
      'quotation_pdf',
    );
    expect(guessDocumentKind({ name: 'Living render.png', type: 'image/png' })).toBe('render');
    expect(guessDocumentKind({ name: 'IMG_2041.jpg', type: 'image/jpeg' })).toBe('site_photo');
    expect(guessDocumentKind({ name: 'Notes.pdf', type: 'application/pdf' })).toBe('other');
  });
});
