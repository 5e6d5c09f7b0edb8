-- Demo data for tasks as people work from them: a few tasks of Vikram Singh's own (My tasks, the
-- board and the task details journeys use them), and checklists and comments on some tasks.
-- Deterministic ids (md5 of a name), fixed dates in November 2026.

select public.quiet_audit();

insert into public.tasks (id, title, description, project_id, assignee_id, created_by, due_date, priority, status,
  position, completed_at, created_at, updated_at)
values
  (md5('fpw:task:own:1')::uuid, 'Confirm the showroom lighting vendor',
   'Three quotes are in; pick one and book the installation before the December event.', null,
   '5a1e0000-0000-4000-8000-000000000002', '5a1e0000-0000-4000-8000-000000000002', date '2026-12-18', 'high',
   'todo', 1, null, timestamptz '2026-11-20 10:00+05:30', timestamptz '2026-11-20 10:00+05:30'),
  (md5('fpw:task:own:2')::uuid, 'Draft the winter campaign brief',
   'Target villas and premium apartments; budget and channels for January.', null,
   '5a1e0000-0000-4000-8000-000000000002', '5a1e0000-0000-4000-8000-000000000002', date '2026-12-22', 'medium',
   'todo', 2, null, timestamptz '2026-11-20 10:15+05:30', timestamptz '2026-11-20 10:15+05:30'),
  (md5('fpw:task:own:3')::uuid, 'Review the sales team''s follow-up backlog',
   null, null,
   '5a1e0000-0000-4000-8000-000000000002', '5a1e0000-0000-4000-8000-000000000002', date '2026-12-31', 'low',
   'in_progress', 3, null, timestamptz '2026-11-20 10:30+05:30', timestamptz '2026-11-20 10:30+05:30')
on conflict (id) do nothing;

insert into public.task_checklist_items (id, task_id, label, done, position, created_at, updated_at)
select md5('fpw:task-check:' || c.task || ':' || c.n)::uuid, md5(c.task)::uuid, c.label, c.done, c.n,
       timestamptz '2026-11-20 11:00+05:30', timestamptz '2026-11-20 11:00+05:30'
  from (values
    ('fpw:task:own:1', 1, 'Compare the three quotes', true),
    ('fpw:task:own:1', 2, 'Check the warranty terms', false),
    ('fpw:task:own:1', 3, 'Book the installation date', false),
    ('fpw:task:own:2', 1, 'Pull last winter''s campaign results', true),
    ('fpw:task:own:2', 2, 'Agree the budget with finance', false),
    ('fpw:task:general:5', 1, 'Shortlist caterers', false),
    ('fpw:task:general:5', 2, 'Send invitations to premium clients', false)
  ) as c(task, n, label, done)
 where exists (select 1 from public.tasks t where t.id = md5(c.task)::uuid)
on conflict (id) do nothing;

insert into public.task_comments (id, task_id, body, by_staff_id, created_at, updated_at)
select md5('fpw:task-comment:' || c.task || ':' || c.n)::uuid, md5(c.task)::uuid, c.body, c.by::uuid,
       c.at, c.at
  from (values
    ('fpw:task:own:1', 1, 'Lumina quoted the lowest, but their lead time is three weeks.',
     '5a1e0000-0000-4000-8000-000000000002', timestamptz '2026-11-21 12:10+05:30'),
    ('fpw:task:own:1', 2, 'Brightline can install within a week if we confirm by Friday.',
     '5a1e0000-0000-4000-8000-000000000005', timestamptz '2026-11-22 09:45+05:30'),
    ('fpw:task:general:5', 1, 'The experience centre is free on the 12th and the 13th.',
     '5a1e0000-0000-4000-8000-000000000005', timestamptz '2026-11-18 16:20+05:30')
  ) as c(task, n, body, by, at)
 where exists (select 1 from public.tasks t where t.id = md5(c.task)::uuid)
on conflict (id) do nothing;
