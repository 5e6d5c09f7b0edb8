// The designs service against the embedded DataSource on PGlite with the shipped seed: a designer
// sees the designs of the projects they design and no others, creates and edits one with its
// version, cannot approve it (nor review); a reviewer sends a design back with a comment (refused
// without one), the designer resubmits it and it is approved; files and the review history.
import { describe, expect, it } from 'vitest';
import { ConflictError, DataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  addDesignFile,
  createDesign,
  designChanges,
  designFilters,
  designFormSchema,
  designFormValues,
  getDesign,
  listDesignFiles,
  listDesignReviews,
  listDesigns,
  reviewDesign,
  reviewFailureText,
  SEND_BACK_NEEDS_COMMENT,
  updateDesign,
} from './index';

const MEERA = '5a1e0000-0000-4000-8000-000000000003';

const { db, as } = seededDatabase();
const meera = as('meera.iyer@fpw.in');
const sanjay = as('sanjay.kulkarni@fpw.in');
const priya = as('priya.nair@fpw.in');
const vikram = as('vikram.singh@fpw.in');
const rahul = as('rahul.verma@fpw.in');

/** A project Meera designs, and one she does not. */
async function projects(): Promise<{ mine: string; notMine: string }> {
  const { rows } = await db.query<{ mine: string; not_mine: string }>(
    `select (select id::text from public.projects where designer_id = $1 order by code limit 1) as mine,
            (select id::text from public.projects where designer_id is distinct from $1 order by code limit 1) as not_mine`,
    [MEERA],
  );
  return { mine: rows[0]!.mine, notMine: rows[0]!.not_mine };
}

function refusal(error: unknown): DataSourceError {
  expect(error).toBeInstanceOf(DataSourceError);
  return error as DataSourceError;
}

describe('designFilters', () => {
  it('searches title, room and project code in one or, and filters by project, designer and status', () => {
    expect(designFilters({ search: '50%', project: 'p1', designer: 'd1', status: 'revision' })).toEqual([
      {
        op: 'or',
        filters: [
          { column: 'title', op: 'ilike', value: '%50\\%%' },
          { column: 'room', op: 'ilike', value: '%50\\%%' },
          { column: 'project_code', op: 'ilike', value: '%50\\%%' },
        ],
      },
      { column: 'project_id', op: 'eq', value: 'p1' },
      { column: 'designer_id', op: 'eq', value: 'd1' },
      { column: 'status', op: 'eq', value: 'revision' },
    ]);
  });

  it('keeps open designs due within the week from today, or past due', () => {
    expect(designFilters({ due: 'week', today: '2026-11-25' })).toEqual([
      { column: 'status', op: 'neq', value: 'approved' },
      { column: 'due_date', op: 'gte', value: '2026-11-25' },
      { column: 'due_date', op: 'lte', value: '2026-12-01' },
    ]);
    expect(designFilters({ due: 'overdue', today: '2026-12-01' })).toEqual([
      { column: 'status', op: 'neq', value: 'approved' },
      { column: 'due_date', op: 'lte', value: '2026-11-30' },
    ]);
  });
});

describe('who sees which designs', () => {
  it('shows a designer only the designs of the projects they design; an admin sees them all', async () => {
    const mine = await listDesigns({}, meera);
    const all = await listDesigns({}, priya);
    expect(mine.total).toBeGreaterThan(0);
    expect(all.total).toBeGreaterThan(mine.total);
    const { rows } = await db.query<{ id: string }>(
      `select d.id::text from public.designs d join public.projects p on p.id = d.project_id
        where p.designer_id = $1 or p.relationship_manager_id = $1`,
      [MEERA],
    );
    expect(new Set(mine.rows.map((d) => d.id))).toEqual(new Set(rows.map((r) => r.id)));
    const others = all.rows.find((d) => d.designer_id !== MEERA);
    expect(others).toBeDefined();
    expect(await getDesign(others!.id, meera)).toBeNull();
  });

  it('lists names, file counts and filters by status', async () => {
    const approved = await listDesigns({ status: 'approved', pageSize: 5, page: 0 }, priya);
    expect(approved.rows.length).toBeGreaterThan(0);
    for (const design of approved.rows) {
      expect(design.status).toBe('approved');
      expect(design.approved_at).not.toBeNull();
      expect(design.project_code).toMatch(/^PRJ-/);
      expect(design.file_count).toBe(2);
      expect(design.render_count).toBe(1);
    }
  });
});

describe('due this week or overdue', () => {
  it('lists as many designs as the operations dashboard counts, and only open ones in the window', async () => {
    const { rows: days } = await db.query<{ today: string }>(
      `select (min(due_date) + 3)::text as today from public.designs where status <> 'approved'`,
    );
    const today = days[0]!.today;
    const { rows: figures } = await db.query<{ week: number; overdue: number }>(
      `select (f -> 'designs' ->> 'due_week')::integer as week, (f -> 'designs' ->> 'overdue')::integer as overdue
         from public.operations_dashboard($1::date) f`,
      [today],
    );
    const week = await listDesigns({ due: 'week', today }, priya);
    const overdue = await listDesigns({ due: 'overdue', today }, priya);
    expect(week.total + overdue.total).toBeGreaterThan(0);
    expect(week.total).toBe(figures[0]!.week);
    expect(overdue.total).toBe(figures[0]!.overdue);
    const { rows: end } = await db.query<{ d: string }>(`select ($1::date + 6)::text as d`, [today]);
    for (const design of week.rows) {
      expect(design.status).not.toBe('approved');
      expect(design.due_date! >= today && design.due_date! <= end[0]!.d).toBe(true);
    }
    for (const design of overdue.rows) {
      expect(design.status).not.toBe('approved');
      expect(design.due_date! < today).toBe(true);
    }
  });
});

describe('create and edit', () => {
  it('lets a designer create a design on their project, not on another', async () => {
    const { mine, notMine } = await projects();
    const values = designFormSchema.parse({
      project_id: mine,
      title: 'Foyer console',
      room: 'Foyer',
      designer_id: MEERA,
      status: 'in_progress',
      area_sqft: 42.5,
      due_date: '2026-12-10',
    });
    const created = await createDesign(values, meera);
    expect(created).toMatchObject({ project_id: mine, status: 'in_progress', revision: 0, version: 1 });
    const listed = await getDesign(created.id, meera);
    expect(listed).toMatchObject({ title: 'Foyer console', area_sqft: 42.5, designer_name: 'Meera Iyer' });

    const refused = await createDesign({ ...values, project_id: notMine }, meera).catch((e: unknown) => e);
    expect(refusal(refused).kind).toBe('permission');
    // Production sees projects with orders but holds no design.edit.
    await expect(createDesign(values, rahul)).rejects.toBeInstanceOf(DataSourceError);
  });

  it('saves an edit with its version, refuses a stale one, and never approves by an edit', async () => {
    const { mine } = await projects();
    const created = await createDesign(
      designFormSchema.parse({
        project_id: mine,
        title: 'Study desk',
        room: 'Study',
        designer_id: MEERA,
        status: 'not_started',
        area_sqft: null,
        due_date: null,
      }),
      meera,
    );
    const design = (await getDesign(created.id, meera))!;
    const changes = designChanges(
      design,
      designFormSchema.parse({ ...designFormValues(design), title: 'Study desk and shelves' }),
    );
    expect(changes).toEqual({ title: 'Study desk and shelves' });
    const saved = await updateDesign(design.id, design.version, changes, meera);
    expect(saved.version).toBe(design.version + 1);
    await expect(updateDesign(design.id, design.version, { room: 'Den' }, sanjay)).rejects.toBeInstanceOf(
      DataSourceError,
    );
    await expect(updateDesign(design.id, design.version, { room: 'Den' }, meera)).rejects.toBeInstanceOf(
      ConflictError,
    );
    const approving = await updateDesign(
      design.id,
      saved.version,
      { status: 'approved' } as never,
      meera,
    ).catch((e: unknown) => e);
    expect(refusal(approving).constraint).toBe('designs_status_review_check');
  });
});

describe('review', () => {
  async function reviewable(): Promise<string> {
    const { mine } = await projects();
    const created = await createDesign(
      designFormSchema.parse({
        project_id: mine,
        title: 'Master wardrobe',
        room: 'Master bedroom',
        designer_id: MEERA,
        status: 'internal_review',
        area_sqft: 60,
        due_date: null,
      }),
      meera,
    );
    return created.id;
  }

  it('refuses a send back without a comment, in the service and in SQL', async () => {
    const id = await reviewable();
    const design = (await getDesign(id, priya))!;
    const refused = await reviewDesign(
      { id, version: design.version, decision: 'sent_back', comment: '  ' },
      priya,
    ).catch((e: unknown) => e);
    expect(reviewFailureText(refused)).toBe(SEND_BACK_NEEDS_COMMENT);
    const direct = await priya
      .rpc('review_design', {
        p_design_id: id,
        p_decision: 'sent_back',
        p_comment: null,
        p_version: design.version,
      })
      .catch((e: unknown) => e);
    expect(refusal(direct).constraint).toBe('design_reviews_comment_check');
    expect(refusal(direct).message).toContain(SEND_BACK_NEEDS_COMMENT);
    expect((await getDesign(id, priya))!.status).toBe('internal_review');
    expect(await listDesignReviews(id, priya)).toEqual([]);
  });

  it('does not let a designer review, even their own design', async () => {
    const id = await reviewable();
    const design = (await getDesign(id, meera))!;
    const refused = await reviewDesign(
      { id, version: design.version, decision: 'approved', comment: '' },
      meera,
    ).catch((e: unknown) => e);
    expect(refusal(refused).kind).toBe('permission');
  });

  it('sends back with a comment (revision counts up), then approves the resubmitted design', async () => {
    const id = await reviewable();
    const before = (await getDesign(id, priya))!;
    const sentBack = await reviewDesign(
      { id, version: before.version, decision: 'sent_back', comment: 'Mirror on the left shutter' },
      priya,
    );
    expect(sentBack).toMatchObject({ status: 'revision', revision: 1, approved_at: null });

    // Stale version: the page showed the design before it was sent back.
    const stale = await reviewDesign(
      { id, version: before.version, decision: 'approved', comment: '' },
      priya,
    ).catch((e: unknown) => e);
    expect(refusal(stale).kind).toBe('conflict');
    // Waiting for the designer's revision: nothing to approve yet.
    const waiting = await reviewDesign(
      { id, version: sentBack.version, decision: 'approved', comment: '' },
      priya,
    ).catch((e: unknown) => e);
    expect(refusal(waiting).message).toMatch(/waiting for its revision/);

    const resubmitted = await updateDesign(id, sentBack.version, { status: 'client_review' }, meera);
    const approved = await reviewDesign(
      { id, version: resubmitted.version, decision: 'approved', comment: 'Client signed off' },
      priya,
    );
    expect(approved.status).toBe('approved');
    expect(approved.revision).toBe(1);
    expect(approved.approved_at).not.toBeNull();

    const history = await listDesignReviews(id, meera);
    expect(history.map((r) => [r.decision, r.comment, r.revision, r.reviewer_name])).toEqual([
      ['approved', 'Client signed off', 1, 'Priya Nair'],
      ['sent_back', 'Mirror on the left shutter', 0, 'Priya Nair'],
    ]);
    const again = await reviewDesign(
      { id, version: approved.version, decision: 'approved', comment: '' },
      priya,
    ).catch((e: unknown) => e);
    expect(refusal(again).message).toMatch(/already approved/);
  });

  it('lets the sales manager review the designs of projects he sees', async () => {
    const { rows } = await vikram.list<{ id: string; version: number; status: string }>('design_list', {
      filters: [{ column: 'status', op: 'in', value: ['in_progress', 'internal_review', 'client_review'] }],
      range: { from: 0, to: 0 },
    });
    expect(rows.length).toBe(1);
    const approved = await reviewDesign(
      { id: rows[0]!.id, version: rows[0]!.version, decision: 'approved', comment: '' },
      vikram,
    );
    expect(approved.status).toBe('approved');
  });
});

describe('files', () => {
  it('records a file of a design and counts it in the list; another designer may not add one', async () => {
    const mine = (await listDesigns({ designer: MEERA, pageSize: 1, page: 0 }, meera)).rows[0]!;
    const file = await addDesignFile(
      {
        design_id: mine.id,
        kind: 'render',
        file_name: 'living-render.png',
        storage_path: `${mine.project_id}/design/f1-living-render.png`,
        size_bytes: 123456,
      },
      meera,
    );
    expect(file).toMatchObject({ kind: 'render', size_bytes: 123456, uploaded_by: MEERA });
    const files = await listDesignFiles(mine.id, meera);
    expect(files[0]?.id).toBe(file.id);
    expect((await getDesign(mine.id, meera))!.file_count).toBe(mine.file_count + 1);
    await expect(
      addDesignFile(
        {
          design_id: mine.id,
          kind: 'other',
          file_name: 'x.pdf',
          storage_path: `${mine.project_id}/design/x.pdf`,
          size_bytes: 10,
        },
        sanjay,
      ),
    ).rejects.toBeInstanceOf(DataSourceError);
  });
});
