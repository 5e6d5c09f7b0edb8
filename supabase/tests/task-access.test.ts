// Tasks as everyone works from them (migration 20261125075000_tasks_work.sql), on PGlite as each
// caller: who sees a task, who creates and assigns, what the assignee alone may change, the due
// date rule, the checklist and comments, the list view, the bulk functions and the overview.
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { as, asRole, attempt, claimsOf, openTestDatabase, type Session } from './support/database';

let db: PGlite;

beforeAll(async () => {
  db = await openTestDatabase();
}, 240_000);

afterAll(async () => {
  await db?.close();
});

/** Kavya Menon (accounts, no tasks.manage) is the assignee of this general task, created by Priya. */
const KAVYAS_TASK = `(select id from public.tasks where title = 'File the GSTR-1 return for October')`;
const VIKRAMS_TASK = `md5('fpw:task:own:1')::uuid`;

async function asVikram<T>(work: (tx: Session) => Promise<T>): Promise<T> {
  return asRole(db, await claimsOf(db, 'vikram.singh@fpw.in'), work);
}

async function count(tx: Session, sql: string): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(`select count(*)::integer as n from (${sql}) q`);
  return rows[0]?.n ?? -1;
}

describe('who sees a task', () => {
  it('shows a general task only to its assignee, its creator and admins', async () => {
    const general = `select id from public.tasks where project_id is null`;
    expect(await as(db, 'admin', (tx) => count(tx, general))).toBeGreaterThanOrEqual(10);
    // Asha is assigned no general task and created none.
    expect(await as(db, 'sales', (tx) => count(tx, general))).toBe(0);
    expect(
      await as(db, 'accounts', (tx) =>
        count(tx, `${general} and title = 'File the GSTR-1 return for October'`),
      ),
    ).toBe(1);
    expect(
      await as(db, 'designer', (tx) =>
        count(tx, `${general} and title = 'File the GSTR-1 return for October'`),
      ),
    ).toBe(0);
  });

  it('shows a project task to whoever sees the project, and hides it from the others', async () => {
    // Meera (designer) sees the projects she designs; tasks of other projects, not hers to do and
    // not made by her, stay hidden, though the administrator sees plenty of them.
    const others = `select t.id from public.tasks t
      where t.project_id is not null
        and t.project_id not in (select id from public.projects where designer_id = '5a1e0000-0000-4000-8000-000000000003')
        and t.assignee_id is distinct from '5a1e0000-0000-4000-8000-000000000003'
        and t.created_by is distinct from '5a1e0000-0000-4000-8000-000000000003'`;
    const mine = `select t.id from public.tasks t join public.projects p on p.id = t.project_id
      where p.designer_id = '5a1e0000-0000-4000-8000-000000000003'`;
    expect(await as(db, 'admin', (tx) => count(tx, others))).toBeGreaterThan(10);
    expect(await as(db, 'designer', (tx) => count(tx, others))).toBe(0);
    expect(await as(db, 'designer', (tx) => count(tx, mine))).toBeGreaterThan(0);
  });

  it('refuses everyone signed out', async () => {
    const outcome = await as(db, null, (tx) => attempt(tx, 'select id from public.tasks limit 1'));
    expect(outcome.ok).toBe(false);
  });

  it('follows the list view, with names and checklist progress', async () => {
    const row = await asVikram(async (tx) => {
      const { rows } = await tx.query<Record<string, unknown>>(
        `select assignee_name, creator_name, checklist_total, checklist_done from public.tasks_list where id = ${VIKRAMS_TASK}`,
      );
      return rows[0];
    });
    expect(row).toEqual({
      assignee_name: 'Vikram Singh',
      creator_name: 'Vikram Singh',
      checklist_total: 3,
      checklist_done: 1,
    });
    expect(
      await as(db, 'sales', (tx) => count(tx, `select id from public.tasks_list where project_id is null`)),
    ).toBe(0);
  });
});

describe('who creates, assigns and changes', () => {
  const insert = `insert into public.tasks (title, due_date) values ('Call the glass supplier', current_date + 3) returning id`;

  it('lets holders of tasks.manage create tasks, and nobody else', async () => {
    expect(await as(db, 'sales', (tx) => attempt(tx, insert))).toMatchObject({ ok: true });
    expect(await as(db, 'accounts', (tx) => attempt(tx, insert))).toMatchObject({ ok: false, code: '42501' });
  });

  it('lets the assignee without tasks.manage change the status, not the details', async () => {
    const outcome = await as(db, 'accounts', async (tx) => ({
      status: await attempt(
        tx,
        `update public.tasks set version = version + 1, status = 'in_progress' where id = ${KAVYAS_TASK} returning id`,
      ),
      title: await attempt(
        tx,
        `update public.tasks set version = version + 1, title = 'Something else' where id = ${KAVYAS_TASK} returning id`,
      ),
      assignee: await attempt(
        tx,
        `update public.tasks set version = version + 1, assignee_id = '5a1e0000-0000-4000-8000-000000000014' where id = ${KAVYAS_TASK} returning id`,
      ),
    }));
    expect(outcome.status).toMatchObject({ ok: true, rows: [{}] });
    expect(outcome.title).toMatchObject({ ok: false, code: '42501' });
    expect(outcome.assignee).toMatchObject({ ok: false, code: '42501' });
  });

  it('keeps completed_at in step with the status', async () => {
    const row = await as(db, 'accounts', async (tx) => {
      const done = await tx.query<{ completed_at: string | null }>(
        `update public.tasks set version = version + 1, status = 'done' where id = ${KAVYAS_TASK} returning completed_at`,
      );
      const undone = await tx.query<{ completed_at: string | null }>(
        `update public.tasks set version = version + 1, status = 'todo' where id = ${KAVYAS_TASK} returning completed_at`,
      );
      return { done: done.rows[0]?.completed_at, undone: undone.rows[0]?.completed_at };
    });
    expect(row.done).not.toBeNull();
    expect(row.undone).toBeNull();
  });

  it('refuses a due date before the day the task was created, with the date', async () => {
    const outcome = await asVikram((tx) =>
      attempt(
        tx,
        `update public.tasks set version = version + 1, due_date = '2026-11-19' where id = ${VIKRAMS_TASK} returning id`,
      ),
    );
    expect(outcome).toEqual({
      ok: false,
      code: '23514',
      constraint: 'tasks_due_date_check',
      message: 'The due date cannot be before the task was created (2026-11-20)',
    });
    const sameDay = await asVikram((tx) =>
      attempt(
        tx,
        `update public.tasks set version = version + 1, due_date = '2026-11-20' where id = ${VIKRAMS_TASK} returning id`,
      ),
    );
    expect(sameDay.ok).toBe(true);
  });
});

describe('checklist and comments follow the task', () => {
  it('lets the assignee tick and add items, and hides them from whoever cannot see the task', async () => {
    const kavya = await as(db, 'accounts', async (tx) => ({
      add: await attempt(
        tx,
        `insert into public.task_checklist_items (task_id, label) values (${KAVYAS_TASK}, 'Download the sales register') returning id`,
      ),
      comment: await attempt(
        tx,
        `insert into public.task_comments (task_id, body) values (${KAVYAS_TASK}, 'Filed on the portal') returning by_staff_id`,
      ),
    }));
    expect(kavya.add.ok).toBe(true);
    expect(kavya.comment).toMatchObject({
      ok: true,
      rows: [{ by_staff_id: '5a1e0000-0000-4000-8000-000000000006' }],
    });

    const asha = await as(db, 'sales', async (tx) => ({
      add: await attempt(
        tx,
        `insert into public.task_checklist_items (task_id, label) values (${KAVYAS_TASK}, 'Meddle') returning id`,
      ),
      comment: await attempt(
        tx,
        `insert into public.task_comments (task_id, body) values (${KAVYAS_TASK}, 'Meddle') returning id`,
      ),
      seen: await count(tx, `select id from public.task_checklist_items where task_id = ${VIKRAMS_TASK}`),
      comments: await count(tx, `select id from public.task_comments where task_id = ${VIKRAMS_TASK}`),
    }));
    expect(asha.add).toMatchObject({ ok: false, code: '42501' });
    expect(asha.comment).toMatchObject({ ok: false, code: '42501' });
    expect(asha.seen).toBe(0);
    expect(asha.comments).toBe(0);
    expect(
      await asVikram((tx) =>
        count(tx, `select id from public.task_comments where task_id = ${VIKRAMS_TASK}`),
      ),
    ).toBe(2);
  });

  it('never stores a comment in someone else’s name', async () => {
    // Refused by the policy, or stamped with the caller (the caller-stamp triggers): never Asha's.
    const outcome = await asVikram((tx) =>
      attempt(
        tx,
        `insert into public.task_comments (task_id, body, by_staff_id)
         values (${VIKRAMS_TASK}, 'Not me', '5a1e0000-0000-4000-8000-000000000001') returning by_staff_id`,
      ),
    );
    if (outcome.ok) expect(outcome.rows).toEqual([{ by_staff_id: '5a1e0000-0000-4000-8000-000000000002' }]);
    else expect(outcome.code).toBe('42501');
  });

  it('tells the task’s story to whoever sees it', async () => {
    const counts = await as(db, 'accounts', async (tx) => {
      await tx.query(
        `update public.tasks set version = version + 1, status = 'review' where id = ${KAVYAS_TASK}`,
      );
      await tx.query(
        `insert into public.task_comments (task_id, body) values (${KAVYAS_TASK}, 'Waiting for the CA')`,
      );
      return count(tx, `select id from public.task_activity where task_id = ${KAVYAS_TASK}`);
    });
    expect(counts).toBeGreaterThanOrEqual(2);
  });
});

describe('bulk changes and the overview', () => {
  it('assigns in bulk only for holders of tasks.manage', async () => {
    const outcome = await as(db, 'accounts', (tx) =>
      attempt(
        tx,
        `select public.tasks_bulk_assign(array[${KAVYAS_TASK}], '5a1e0000-0000-4000-8000-000000000014')`,
      ),
    );
    expect(outcome).toMatchObject({ ok: false, code: '42501' });
    const moved = await asVikram(async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        `select public.tasks_bulk_assign(array[md5('fpw:task:own:2')::uuid, md5('fpw:task:own:3')::uuid],
           '5a1e0000-0000-4000-8000-000000000001') as n`,
      );
      return rows[0]?.n;
    });
    expect(moved).toBe(2);
  });

  it('changes the status of the tasks one may change, and leaves the others', async () => {
    const changed = await as(db, 'sales', async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        `select public.tasks_bulk_set_status(array[${KAVYAS_TASK}], 'done') as n`,
      );
      return rows[0]?.n;
    });
    expect(changed).toBe(0);
    const mine = await asVikram(async (tx) => {
      const { rows } = await tx.query<{ n: number }>(
        `select public.tasks_bulk_set_status(array[md5('fpw:task:own:1')::uuid, md5('fpw:task:own:2')::uuid], 'done') as n`,
      );
      return rows[0]?.n;
    });
    expect(mine).toBe(2);
  });

  it('counts the load per person and project and the weekly overdue trend as the caller sees it', async () => {
    type Overview = {
      by_person: { name: string; open: number; overdue: number }[];
      by_project: { name: string; open: number }[];
      overdue_trend: { week_end: string; overdue: number }[];
    };
    const read = (tx: Session) =>
      tx
        .query<{ o: Overview }>(`select public.task_overview('2026-11-25', 6) as o`)
        .then(({ rows }) => rows[0]?.o as Overview);
    const admin = await as(db, 'admin', read);
    const asha = await as(db, 'sales', read);
    expect(admin.overdue_trend).toHaveLength(6);
    expect(admin.overdue_trend.at(-1)?.week_end).toBe('2026-11-25');
    // Deepa's only task is a general one Priya gave her: admins count it, Asha does not see it.
    expect(admin.by_person.map((p) => p.name)).toContain('Deepa Krishnan');
    expect(asha.by_person.map((p) => p.name)).not.toContain('Deepa Krishnan');
    const open = admin.by_person.reduce((sum, p) => sum + p.open, 0);
    expect(admin.by_project.reduce((sum, p) => sum + p.open, 0)).toBe(open);
  });
});
