-- Demo data, part 6: a site survey for every project past enquiry (all six stages recorded once
-- the project moved on, up to the current stage otherwise), room measurements and photos, and
-- designs per room for projects past recce, with their drawings and renders.

-- Demo rows are not history: no audit rows for them (see write_audit_log).
select public.quiet_audit();

create temporary table seed_room as
select pr.id as project_id, pr.code, pr.start_date, pr.designer_id, pr.stage, r.n, r.room, r.length_mm, r.width_mm, r.height_mm
from public.projects pr
cross join lateral (
  select n, room,
         length_mm + (array_position(enum_range(null::public.project_stage), pr.stage) * 137 + n * 61) % 900 as length_mm,
         width_mm + (array_position(enum_range(null::public.project_stage), pr.stage) * 89 + n * 47) % 600 as width_mm,
         case when pr.category in ('office', 'commercial', 'retail', 'hospitality') then 3300 else 2950 end as height_mm
  from (values
    (1, 'Living and dining', 5200, 3900, 'home'), (2, 'Kitchen', 3000, 2400, 'home'),
    (3, 'Master bedroom', 4200, 3600, 'home'), (4, 'Bedroom 2', 3600, 3100, 'home'),
    (1, 'Kitchen', 3400, 2600, 'kitchen'), (2, 'Utility', 1800, 1500, 'kitchen'),
    (1, 'Open workspace', 14000, 9000, 'work'), (2, 'Reception', 6000, 4500, 'work'),
    (3, 'Conference room', 6500, 4200, 'work'), (4, 'Pantry', 4000, 3000, 'work')
  ) as rooms(n, room, length_mm, width_mm, kind)
  where rooms.kind = case when pr.category = 'modular_kitchen' then 'kitchen'
                          when pr.category = 'residential' then 'home' else 'work' end
) r
where pr.stage <> 'enquiry';

insert into public.recces (
  id, project_id, assignee_id, scheduled_at, due_date, status, current_stage, notes, created_at, updated_at)
select
  md5('fpw:recce:' || pr.code)::uuid,
  pr.id,
  pr.designer_id,
  ((pr.start_date + 7) + time '11:00') at time zone 'Asia/Kolkata',
  pr.start_date + 14,
  (case when pr.stage = 'recce' then 'in_progress' else 'approved' end)::public.recce_status,
  (case when pr.stage = 'recce'
        then (enum_range(null::public.recce_stage))[2 + right(pr.code, 1)::integer % 4]
        else 'layout_and_sketches' end)::public.recce_stage,
  case when right(pr.code, 1)::integer % 3 = 0 then 'Society allows work only 10 am to 6 pm; lift booking needed' end,
  (pr.start_date + time '12:00') at time zone 'Asia/Kolkata',
  (pr.start_date + time '12:00') at time zone 'Asia/Kolkata'
from public.projects pr
where pr.stage <> 'enquiry';

insert into public.recce_stage_entries (id, recce_id, stage, answers, completed_at, completed_by, created_at, updated_at)
select
  md5('fpw:recce-stage:' || rc.id || ':' || st.stage)::uuid,
  rc.id,
  st.stage,
  case st.stage
    when 'details' then jsonb_build_object('site_contact', 'Owner', 'access', 'Lift available', 'power', '3-phase')
    when 'external_environment' then jsonb_build_object('facing', (array['North', 'East', 'South', 'West'])[1 + st.n % 4],
                                                        'parking', 'Visitor parking in basement')
    when 'internal_environment' then jsonb_build_object('flooring', 'Vitrified tiles', 'false_ceiling', st.n % 2 = 0,
                                                        'damp_walls', false)
    when 'spaces' then jsonb_build_object('rooms', (select count(*) from seed_room r where r.project_id = rc.project_id))
    when 'signage_and_facade' then jsonb_build_object('signage', 'none', 'facade_work', false)
    else jsonb_build_object('sketch_pages', 2 + st.n % 3, 'layout_confirmed', true)
  end,
  ((pr.start_date + 7) + time '13:00') at time zone 'Asia/Kolkata' + st.n * interval '20 minutes',
  pr.designer_id,
  ((pr.start_date + 7) + time '13:00') at time zone 'Asia/Kolkata' + st.n * interval '20 minutes',
  ((pr.start_date + 7) + time '13:00') at time zone 'Asia/Kolkata' + st.n * interval '20 minutes'
from public.recces rc
join public.projects pr on pr.id = rc.project_id
cross join lateral unnest(enum_range(null::public.recce_stage)) with ordinality as st(stage, n)
where st.stage <= rc.current_stage;

insert into public.recce_measurements (id, recce_id, room, length_mm, width_mm, height_mm, notes, created_at, updated_at)
select
  md5('fpw:measurement:' || r.code || ':' || r.n)::uuid,
  md5('fpw:recce:' || r.code)::uuid,
  r.room, r.length_mm, r.width_mm, r.height_mm,
  case when r.room = 'Kitchen' then 'Sink under the window; gas line on the left wall' end,
  ((r.start_date + 7) + time '12:30') at time zone 'Asia/Kolkata',
  ((r.start_date + 7) + time '12:30') at time zone 'Asia/Kolkata'
from seed_room r;

insert into public.recce_photos (id, recce_id, stage, storage_path, caption, taken_at, uploaded_by, created_at, updated_at)
select
  md5('fpw:recce-photo:' || e.id || ':' || k)::uuid,
  e.recce_id,
  e.stage,
  'recce/' || pr.code || '/' || replace(e.stage::text, '_', '-') || '-' || k || '.jpg',
  initcap(replace(e.stage::text, '_', ' ')) || ', photo ' || k,
  e.completed_at,
  pr.designer_id,
  e.completed_at,
  e.completed_at
from public.recce_stage_entries e
join public.recces rc on rc.id = e.recce_id
join public.projects pr on pr.id = rc.project_id
cross join generate_series(1, 2) as k
where e.stage <> 'details';

insert into public.designs (
  id, project_id, designer_id, title, room, status, area_sqft, revision, due_date, approved_at, created_at, updated_at)
select
  md5('fpw:design:' || r.code || ':' || r.n)::uuid,
  r.project_id,
  r.designer_id,
  r.room || ' design',
  r.room,
  (case when r.stage = 'design'
        then (array['in_progress', 'internal_review', 'client_review', 'revision'])[1 + (r.n + right(r.code, 1)::integer) % 4]
        when r.stage = 'recce' then 'not_started'
        else 'approved' end)::public.design_status,
  round(r.length_mm * r.width_mm / 92903.04, 2),
  case when r.stage in ('recce', 'design') then r.n % 2 else 1 + r.n % 3 end,
  r.start_date + 42,
  case when r.stage not in ('recce', 'design')
       then ((r.start_date + 40) + time '17:00') at time zone 'Asia/Kolkata' end,
  ((r.start_date + 15) + time '10:00') at time zone 'Asia/Kolkata',
  ((r.start_date + 15) + time '10:00') at time zone 'Asia/Kolkata'
from seed_room r;

insert into public.design_files (id, design_id, kind, file_name, storage_path, size_bytes, uploaded_by, created_at, updated_at)
select
  md5('fpw:design-file:' || d.id || ':' || f.kind)::uuid,
  d.id,
  f.kind::public.design_file_kind,
  pr.code || ' ' || d.room || ' ' || f.label || f.extension,
  'designs/' || pr.code || '/' || lower(replace(d.room, ' ', '-')) || '-' || f.kind || f.extension,
  f.size + (hashtext(d.id::text) & 65535),
  d.designer_id,
  d.created_at + interval '3 days',
  d.created_at + interval '3 days'
from public.designs d
join public.projects pr on pr.id = d.project_id
cross join (values ('drawing', 'working drawing', '.pdf', 850000), ('render', 'render', '.jpg', 2400000)) as f(kind, label, extension, size)
where d.status <> 'not_started';

-- Dropped here rather than on commit: the file may also run statement by statement.
drop table seed_room;
