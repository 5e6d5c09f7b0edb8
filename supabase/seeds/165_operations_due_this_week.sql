-- Demo data for the operations dashboard and the designers' board: a few designs due in the last
-- week of November 2026 on the projects at the design stage (their own designer), and site
-- surveys booked for two enquiries, so "due this week" is not always zero on 2026-11-25.
-- Deterministic ids (md5 of a name), fixed dates in November 2026.

select public.quiet_audit();

insert into public.designs (id, project_id, designer_id, title, room, status, area_sqft, revision, due_date,
  created_at, updated_at)
select
  md5('fpw:design:due-week:' || p.code || ':' || x.title)::uuid,
  p.id,
  p.designer_id,
  x.title,
  x.room,
  x.status::public.design_status,
  x.area,
  0,
  date '2026-11-25' + x.days,
  timestamptz '2026-11-18 10:00+05:30',
  timestamptz '2026-11-18 10:00+05:30'
from (
  select pr.id, pr.code, pr.designer_id, row_number() over (order by pr.code) as rank
    from public.projects pr
   where pr.stage = 'design' and pr.designer_id is not null
) p
join (values
  (1, 'Wardrobe elevations', 'Master bedroom', 'in_progress', 64.5, 2),
  (1, 'TV unit and crockery', 'Living room', 'internal_review', 38.0, 5),
  (2, 'Kitchen shutters and loft', 'Kitchen', 'client_review', 52.0, 3)
) as x(rank, title, room, status, area, days) on x.rank = p.rank;

insert into public.recces (id, project_id, assignee_id, scheduled_at, due_date, status, current_stage, notes,
  created_at, updated_at)
select
  md5('fpw:recce:due-week:' || p.code)::uuid,
  p.id,
  p.designer_id,
  (date '2026-11-25' + p.rank::integer + time '11:00') at time zone 'Asia/Kolkata',
  date '2026-11-25' + p.rank::integer + 1,
  'scheduled',
  'details',
  'Booked with the client; carry the laser meter and the site checklist',
  timestamptz '2026-11-20 12:00+05:30',
  timestamptz '2026-11-20 12:00+05:30'
from (
  select pr.id, pr.code, pr.designer_id, row_number() over (order by pr.code) as rank
    from public.projects pr
   where pr.stage = 'enquiry'
     and not exists (select 1 from public.recces r where r.project_id = pr.id)
) p
where p.rank <= 2;
