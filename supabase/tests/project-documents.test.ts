// Project documents and the file store's tombstones (issues 11 "Files" and 13 "Documents";
// migrations 20261125100000 and 20261125100100), on PGlite as PostgREST runs a request:
// documents follow their project's visibility; those who see the project and edit projects,
// designs or surveys add and replace them; replacing keeps the old versions; deleting a row that
// names a file (a version, a recce photo, a design file, a whole project) tombstones the file for
// the sweep.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  as,
  attempt,
  claimsOf,
  openTestDatabase,
  PEOPLE,
  rolledBack,
  type Person,
  type Session,
} from './support/database';

let db: PGlite;
/** A project Meera (designer) designs, and one she does not see. */
let mine: string;
let notMine: string;

beforeAll(async () => {
  db = await openTestDatabase();
  const { rows } = await db.query<{ id: string; hers: boolean }>(
    `select p.id, p.designer_id = s.id as hers
       from public.projects p, (select id from public.staff where email = 'meera.iyer@fpw.in') s
      where p.designer_id = s.id
         or (p.designer_id is distinct from s.id and p.relationship_manager_id is distinct from s.id)
      order by p.code`,
  );
  mine = rows.find((row) => row.hers)?.id ?? '';
  notMine = rows.find((row) => !row.hers)?.id ?? '';
}, 240_000);

afterAll(async () => {
  await db?.close();
});

const path = (project: string, name: string, n = 1) =>
  `${project}/documents/0000000${n}-aaaa-4aaa-8aaa-aaaaaaaaaaaa-${name}`;

const addDocument = (tx: Session, project: string, name = 'Kitchen elevation.pdf', n = 1) =>
  attempt(
    tx,
    `select public.add_project_document($1, $2, 'drawing', $2, $3, 52000, 'application/pdf') as id`,
    [project, name, path(project, name.replace(/ /g, '-'), n)],
  );

/** Two documents as the owner (one on each project), then work as a person; all rolled back. */
async function withDocuments<T>(person: Person | null, work: (tx: Session) => Promise<T>): Promise<T> {
  return rolledBack(db, async (tx) => {
    await addDocument(tx, mine, 'Mine.pdf', 1);
    await addDocument(tx, notMine, 'Not mine.pdf', 2);
    const caller =
      person === null
        ? null
        : (
            await tx.query<{ id: string }>(
              `select u.id from auth.users u where u.email = (select email from public.staff
                 where email = $1)`,
              [PEOPLE[person]],
            )
          ).rows[0]?.id;
    await tx.query(`select set_config('role', $1, true), set_config('request.jwt.claims', $2, true)`, [
      person === null ? 'anon' : 'authenticated',
      JSON.stringify(person === null ? { role: 'anon' } : { sub: caller, role: 'authenticated' }),
    ]);
    return work(tx);
  });
}

const titles = async (tx: Session) =>
  (
    await tx.query<{ title: string }>('select title from public.project_documents_list order by title')
  ).rows.map((row) => row.title);

describe('who sees which documents', () => {
  it('shows a designer the documents of the projects they design, and no other', async () => {
    expect(mine).not.toBe('');
    expect(notMine).not.toBe('');
    expect(await withDocuments('designer', titles)).toEqual(['Mine.pdf']);
  });

  it('shows an administrator and accounts every document, with the current file and its uploader', async () => {
    expect(await withDocuments('admin', titles)).toEqual(['Mine.pdf', 'Not mine.pdf']);
    expect(await withDocuments('accounts', titles)).toEqual(['Mine.pdf', 'Not mine.pdf']);
    const row = await withDocuments('admin', async (tx) => {
      const { rows } = await tx.query<Record<string, unknown>>(
        `select current_version, file_name, content_type, size_bytes from public.project_documents_list
          where title = 'Mine.pdf'`,
      );
      return rows[0];
    });
    expect(row).toEqual({
      current_version: 1,
      file_name: 'Mine.pdf',
      content_type: 'application/pdf',
      size_bytes: 52000,
    });
  });

  it('shows versions only with their document', async () => {
    const counts = await withDocuments('designer', async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        'select count(*)::int as n from public.project_document_versions',
      );
      return rows[0]?.n;
    });
    expect(counts).toBe(1);
  });

  it('refuses anyone signed out', async () => {
    const outcome = await as(db, null, (tx) => attempt(tx, 'select count(*) from public.project_documents'));
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
  });
});

describe('who adds, replaces and deletes documents', () => {
  it('lets a designer add a document to their project, stamped as theirs', async () => {
    const outcome = await as(db, 'designer', async (tx) => {
      const added = await addDocument(tx, mine, 'Wardrobe.pdf', 3);
      const { rows } = await tx.query<{ uploader: string; version_uploader: string }>(
        `select (select email from public.staff where id = d.uploaded_by) as uploader,
                (select email from public.staff where id = v.uploaded_by) as version_uploader
           from public.project_documents d join public.project_document_versions v on v.document_id = d.id`,
      );
      return { added, rows };
    });
    expect(outcome.added.ok).toBe(true);
    expect(outcome.rows).toEqual([{ uploader: 'meera.iyer@fpw.in', version_uploader: 'meera.iyer@fpw.in' }]);
  });

  it('refuses a designer a project they do not see, and read-only roles every project', async () => {
    expect(await as(db, 'designer', (tx) => addDocument(tx, notMine))).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await as(db, 'accounts', (tx) => addDocument(tx, mine))).toMatchObject({
      ok: false,
      code: '42501',
    });
    expect(await as(db, 'admin', (tx) => addDocument(tx, notMine))).toMatchObject({ ok: true });
  });

  it('refuses a file stored under another project', async () => {
    const outcome = await as(db, 'admin', (tx) =>
      attempt(
        tx,
        `select public.add_project_document($1, 'Sneaky', 'other', 'x.pdf', $2, 10, 'application/pdf')`,
        [mine, path(notMine, 'x.pdf')],
      ),
    );
    expect(outcome).toMatchObject({ ok: false, constraint: 'project_document_versions_path_project_check' });
  });

  it('adds a version on replace, keeps the old one, and refuses a stale version', async () => {
    const outcome = await as(db, 'designer', async (tx) => {
      const added = await addDocument(tx, mine, 'Plan.pdf', 4);
      const id = (added.ok ? added.rows[0]?.id : null) as string;
      const version = (
        await tx.query<{ version: number }>('select version from public.project_documents where id = $1', [
          id,
        ])
      ).rows[0]?.version;
      const replaced = await attempt(
        tx,
        `select public.add_project_document_version($1, $2, 'Plan v2.pdf', $3, 64000, 'application/pdf') as n`,
        [id, version, path(mine, 'Plan-v2.pdf', 5)],
      );
      const stale = await attempt(
        tx,
        `select public.add_project_document_version($1, $2, 'Plan v3.pdf', $3, 64000, 'application/pdf') as n`,
        [id, version, path(mine, 'Plan-v3.pdf', 6)],
      );
      const versions = await tx.query<{ version_no: number; file_name: string }>(
        'select version_no, file_name from public.project_document_versions_list where document_id = $1 order by version_no',
        [id],
      );
      const current = await tx.query<{ file_name: string; current_version: number }>(
        'select file_name, current_version from public.project_documents_list where id = $1',
        [id],
      );
      return { replaced, stale, versions: versions.rows, current: current.rows[0] };
    });
    expect(outcome.replaced).toMatchObject({ ok: true, rows: [{ n: 2 }] });
    expect(outcome.stale).toMatchObject({ ok: false, code: '40001' });
    expect(outcome.versions).toEqual([
      { version_no: 1, file_name: 'Plan.pdf' },
      { version_no: 2, file_name: 'Plan v2.pdf' },
    ]);
    expect(outcome.current).toEqual({ file_name: 'Plan v2.pdf', current_version: 2 });
  });

  it('never lets a version be rewritten or deleted on its own', async () => {
    const outcome = await withDocuments('admin', async (tx) => ({
      update: await attempt(tx, `update public.project_document_versions set file_name = 'renamed.pdf'`),
      delete: await attempt(tx, 'delete from public.project_document_versions'),
    }));
    expect(outcome.update).toMatchObject({ ok: false, code: '42501' });
    expect(outcome.delete).toMatchObject({ ok: false, code: '42501' });
  });

  it('lets a designer delete their document, not one they cannot see, and tombstones its files', async () => {
    const outcome = await withDocuments('designer', async (tx) => {
      const deleted = await tx.query('delete from public.project_documents returning title');
      const pending = await tx.query<{ paths: string[] }>('select public.sweepable_file_removals() as paths');
      return { deleted: deleted.rows, pending: pending.rows[0]?.paths };
    });
    expect(outcome.deleted).toEqual([{ title: 'Mine.pdf' }]);
    expect(outcome.pending).toEqual([path(mine, 'Mine.pdf', 1)]);
  });
});

describe('a file whose row is deleted is swept', () => {
  it('tombstones every version of a project deleted with its documents, and forgets them once swept', async () => {
    const admin = await claimsOf(db, 'priya.nair@fpw.in');
    const outcome = await rolledBack(db, async (tx) => {
      await tx.query('delete from public.file_removals');
      const project = (
        await tx.query<{ id: string }>(
          `insert into public.projects (name, client_id) select 'Short-lived flat', id from public.clients limit 1
           returning id`,
        )
      ).rows[0]?.id as string;
      const added = await addDocument(tx, project, 'Contract.pdf', 7);
      const id = (added.ok ? added.rows[0]?.id : null) as string;
      await tx.query(
        `select public.add_project_document_version($1, 1, 'Contract signed.pdf', $2, 9000, 'application/pdf')`,
        [id, path(project, 'Contract-signed.pdf', 8)],
      );
      const removed = await attempt(tx, 'delete from public.projects where id = $1', [project]);
      await tx.query(
        `select set_config('role', 'authenticated', true), set_config('request.jwt.claims', $1, true)`,
        [JSON.stringify(admin)],
      );
      // The project is gone: its files are the administrator's to sweep.
      const pending = (
        await tx.query<{ paths: string[] }>('select public.sweepable_file_removals() as paths')
      ).rows[0]?.paths;
      const forgotten = (
        await tx.query<{ n: number }>('select public.forget_swept_files($1) as n', [pending])
      ).rows[0]?.n;
      const left = (await tx.query<{ paths: string[] }>('select public.sweepable_file_removals() as paths'))
        .rows[0]?.paths;
      return { removed: removed.ok, project, pending, forgotten, left };
    });
    expect(outcome.removed).toBe(true);
    expect(outcome.pending).toEqual(
      [path(outcome.project, 'Contract-signed.pdf', 8), path(outcome.project, 'Contract.pdf', 7)].sort(),
    );
    expect(outcome.forgotten).toBe(2);
    expect(outcome.left).toEqual([]);
  });

  it('tombstones a recce photo and a design file when their rows go, by cascade too', async () => {
    const pending = await rolledBack(db, async (tx) => {
      const photo = await tx.query<{ storage_path: string }>(
        `select storage_path from public.recce_photos order by id limit 1`,
      );
      const design = await tx.query<{ storage_path: string; design_id: string }>(
        `select storage_path, design_id from public.design_files order by id limit 1`,
      );
      await tx.query('delete from public.file_removals');
      await tx.query('delete from public.recce_photos where storage_path = $1', [
        photo.rows[0]?.storage_path,
      ]);
      await tx.query('delete from public.designs where id = $1', [design.rows[0]?.design_id]);
      const { rows } = await tx.query<{ storage_path: string; source_table: string }>(
        'select storage_path, source_table from public.file_removals order by source_table',
      );
      return { rows, photo: photo.rows[0]?.storage_path, design: design.rows[0]?.storage_path };
    });
    expect(pending.photo).toBeDefined();
    expect(pending.rows).toEqual(
      expect.arrayContaining([
        { storage_path: pending.design, source_table: 'design_files' },
        { storage_path: pending.photo, source_table: 'recce_photos' },
      ]),
    );
  });

  // Issue 20: the bookkeeping functions and the table are the service role's; staff sweep through
  // sweepable_file_removals / forget_swept_files, which keep to the files they may delete.
  it('keeps tombstones from the signed-out and from staff, who sweep only what they may', async () => {
    expect(await as(db, null, (tx) => attempt(tx, 'select public.sweepable_file_removals()'))).toMatchObject({
      ok: false,
      code: '42501',
    });
    for (const sql of [
      'select public.pending_file_removals() as p',
      `select public.forget_file_removals(array['a/b']) as n`,
      'select count(*) from public.file_removals',
    ]) {
      expect(await as(db, 'sales', (tx) => attempt(tx, sql)), sql).toMatchObject({
        ok: false,
        code: '42501',
      });
    }
    expect(
      await as(db, 'sales', (tx) => attempt(tx, 'select public.sweepable_file_removals() as p')),
    ).toMatchObject({ ok: true, rows: [{ p: [] }] });
    expect(
      await as(db, 'sales', (tx) =>
        attempt(tx, 'insert into public.file_removals (storage_path, source_table) values ($1, $2)', [
          'a/b',
          'x',
        ]),
      ),
    ).toMatchObject({
      ok: false,
      code: '42501',
    });
  });
});

describe('who may use a file, by its path', () => {
  it('reads a path through the project it names and writes it by area', async () => {
    const check = (person: Person, project: string, area: string) =>
      as(db, person, async (tx) => {
        const { rows } = await tx.query<{ r: boolean; w: boolean }>(
          'select public.can_read_project_file($1) as r, public.can_write_project_file($1) as w',
          [`${project}/${area}/x.pdf`],
        );
        return rows[0];
      });
    expect(await check('designer', mine, 'documents')).toEqual({ r: true, w: true });
    expect(await check('designer', mine, 'recce')).toEqual({ r: true, w: true });
    expect(await check('designer', notMine, 'documents')).toEqual({ r: false, w: false });
    expect(await check('accounts', mine, 'documents')).toEqual({ r: true, w: false });
    expect(await check('admin', mine, 'elsewhere')).toEqual({ r: true, w: false });
    expect(await check('admin', 'not-a-project', 'documents')).toEqual({ r: false, w: false });
  });
});
