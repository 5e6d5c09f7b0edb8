-- Demo data, part 5: 30 projects, one per client, spread over the nine stages (project p is at
-- stage 1 + (p - 1) mod 9), each walked through its stages so the stage log is the real trigger's
-- output; payments per payment stage as far as the project got; tasks.
-- Projects further along started earlier: stage k started about 30 x k days before 2026-11-15.

-- Demo rows are not history: no audit rows for them (see write_audit_log).
select public.quiet_audit();

create temporary table seed_project as
select
  p,
  md5('fpw:project:' || p)::uuid as id,
  md5('fpw:client:' || p)::uuid as client_id,
  1 + (p - 1) % 9 as stage_index,
  kind,
  date '2026-11-15' - ((1 + (p - 1) % 9) * 30 + (p % 3) * 7) as start_date,
  case kind
    when 'commercial' then round((1800000 + (p * 379721) % 6700000) / 10000.0) * 10000
    when 'kitchen' then round((250000 + (p * 37199) % 350000) / 5000.0) * 5000
    else round((600000 + (p * 173209) % 1900000) / 10000.0) * 10000
  end as estimate,
  case kind
    when 'commercial' then 2500 + (p * 613) % 9500
    when 'kitchen' then 120 + (p * 17) % 100
    else 1100 + (p * 211) % 2100
  end as area_sqft,
  (array['5a1e0000-0000-4000-8000-000000000003', '5a1e0000-0000-4000-8000-000000000007',
         '5a1e0000-0000-4000-8000-000000000011'])[1 + (p + p / 9) % 3]::uuid as designer_id
from (
  select p, case when p > 24 then 'commercial' when p % 4 = 0 then 'kitchen' else 'residential' end as kind
    from generate_series(1, 30) as p
) s;

insert into public.projects (
  id, name, client_id, lead_id, category, site_address, city, state, estimate, area_sqft, start_date, target_date,
  completed_on, designer_id, relationship_manager_id, stage, design_template_id, payment_template_id, notes,
  created_at, updated_at)
select
  sp.id,
  case sp.kind
    when 'commercial' then c.name || ' ' || (array['office fit-out', 'workstations', 'lobby and common areas',
                                                   'cafe interiors', 'guest room refurbishment', 'store fit-out'])[sp.p - 24]
    when 'kitchen' then split_part(c.name, ' ', 2) || ' residence modular kitchen'
    else split_part(c.name, ' ', 2) || ' residence ' || (array['full interiors', '3 BHK interiors', 'villa interiors',
                                                                 'wardrobes and living'])[1 + sp.p % 4]
  end,
  sp.client_id,
  c.lead_id,
  (case sp.kind
     when 'commercial' then (array['office', 'office', 'commercial', 'hospitality', 'hospitality', 'retail'])[sp.p - 24]
     when 'kitchen' then 'modular_kitchen'
     else 'residential'
   end)::public.project_category,
  c.billing_address,
  c.city,
  c.state,
  sp.estimate,
  sp.area_sqft,
  sp.start_date,
  sp.start_date + case sp.kind when 'kitchen' then 60 when 'commercial' then 150 else 120 end,
  case when sp.stage_index = 9 then sp.start_date + 110 + sp.p % 10 end,
  sp.designer_id,
  c.relationship_manager_id,
  'enquiry',
  md5('fpw:design-template:' || case sp.kind when 'commercial' then 'commercial' when 'kitchen' then 'kitchen'
                                             else 'residential' end)::uuid,
  md5('fpw:payment-template:' || case sp.kind when 'commercial' then 'commercial' when 'kitchen' then 'kitchen'
                                              else 'standard' end)::uuid,
  case when sp.p % 5 = 0 then 'Client travels often; share updates on WhatsApp' end,
  (sp.start_date + time '11:00') at time zone 'Asia/Kolkata',
  (sp.start_date + time '11:00') at time zone 'Asia/Kolkata'
from seed_project sp
join public.clients c on c.id = sp.client_id
order by sp.start_date, sp.p;

-- Walk each project through its stages; the trigger writes one stage-log row per step.
do $$
declare
  v_stage integer;
begin
  for v_stage in 2..9 loop
    update public.projects pr
       set stage = (enum_range(null::public.project_stage))[v_stage]
      from seed_project sp
     where pr.id = sp.id and sp.stage_index >= v_stage;
  end loop;
end;
$$;

-- Stage k was reached 14 x (k - 1) days after the start (the log's times, moved to the story).
alter table public.project_stage_log disable trigger project_stage_log_append_only;
update public.project_stage_log l
   set changed_at = ((sp.start_date + 14 * (array_position(enum_range(null::public.project_stage), l.to_stage) - 1))
                     + time '16:00') at time zone 'Asia/Kolkata',
       changed_by = case when l.to_stage in ('recce', 'design', 'quotation') then sp.designer_id
                         when l.to_stage in ('production', 'installation') then '5a1e0000-0000-4000-8000-000000000004'::uuid
                         else pr.relationship_manager_id end
  from seed_project sp
  join public.projects pr on pr.id = sp.id
 where l.project_id = sp.id and l.from_stage is not null;
update public.project_stage_log l
   set changed_by = pr.relationship_manager_id
  from public.projects pr
 where l.project_id = pr.id and l.from_stage is null;
alter table public.project_stage_log enable trigger project_stage_log_append_only;

alter table public.projects disable trigger projects_touch;
update public.projects pr
   set updated_at = ((sp.start_date + 14 * (sp.stage_index - 1)) + time '16:00') at time zone 'Asia/Kolkata'
  from seed_project sp
 where pr.id = sp.id;
alter table public.projects enable trigger projects_touch;

-- Payment stage n is paid once the project reaches the stage that asks for it. The stage being
-- worked on now is half paid on every other project, so "pending" shows up too.
update public.project_payment_stages s
   set due_date = sp.start_date + (s.position - 1) * 28
  from seed_project sp
 where s.project_id = sp.id;

insert into public.payments (
  id, project_id, payment_stage_id, amount, received_on, mode, reference, notes, recorded_by, created_at, updated_at)
select
  md5('fpw:payment:' || sp.p || ':' || s.position || ':1')::uuid,
  sp.id,
  s.id,
  case when f.paid_in_full then round(sp.estimate * s.percent / 100, 2)
       else round(sp.estimate * s.percent / 100 * 0.5, 2) end,
  sp.start_date + (s.position - 1) * 28 + 8,
  (array['neft', 'upi', 'rtgs', 'cheque', 'neft', 'card'])[1 + (sp.p + s.position) % 6]::public.payment_mode,
  case (array['neft', 'upi', 'rtgs', 'cheque', 'neft', 'card'])[1 + (sp.p + s.position) % 6]
    when 'cheque' then 'CHQ ' || (400100 + sp.p * 10 + s.position)
    when 'upi' then 'UPI/' || (612000000000 + sp.p * 1000 + s.position * 10 + 1)
    else 'UTR HDFC' || lpad((sp.p * 7919 + s.position * 31 + 1)::text, 10, '0')
  end,
  case when not f.paid_in_full then 'Part payment' end,
  (array['5a1e0000-0000-4000-8000-000000000006', '5a1e0000-0000-4000-8000-000000000014'])[1 + sp.p % 2]::uuid,
  ((sp.start_date + (s.position - 1) * 28 + 8) + time '12:30') at time zone 'Asia/Kolkata',
  ((sp.start_date + (s.position - 1) * 28 + 8) + time '12:30') at time zone 'Asia/Kolkata'
from seed_project sp
join (
  select x.*, count(*) over (partition by x.project_id) as stage_count from public.project_payment_stages x
) s on s.project_id = sp.id
cross join lateral (
  -- how many payment stages this project has reached: one per two project stages after enquiry
  select least((sp.stage_index + 1) / 2, s.stage_count) as reached
) r
cross join lateral (
  select s.position < r.reached or sp.stage_index = 9 or sp.p % 2 = 0 as paid_in_full
) f
-- a part-paid stage has had half of its due; the other half is still pending
where sp.stage_index >= 2 and s.position <= r.reached;

insert into public.tasks (
  id, title, description, project_id, assignee_id, created_by, due_date, priority, status, position, completed_at,
  created_at, updated_at)
select
  md5('fpw:task:' || sp.p || ':' || t.n)::uuid,
  t.title,
  null,
  sp.id,
  case t.owner when 'designer' then sp.designer_id when 'production' then '5a1e0000-0000-4000-8000-000000000004'::uuid
               else pr.relationship_manager_id end,
  pr.relationship_manager_id,
  sp.start_date + 14 * t.stage_index,
  (array['medium', 'high', 'low', 'urgent'])[1 + (sp.p + t.n) % 4]::public.priority,
  (case when t.stage_index < sp.stage_index then 'done'
        when t.stage_index = sp.stage_index then (array['in_progress', 'todo', 'review'])[1 + sp.p % 3]
        else 'todo' end)::public.task_status,
  t.n,
  case when t.stage_index < sp.stage_index
       then ((sp.start_date + 14 * t.stage_index - 1) + time '18:00') at time zone 'Asia/Kolkata' end,
  (sp.start_date + time '11:30') at time zone 'Asia/Kolkata',
  (sp.start_date + time '11:30') at time zone 'Asia/Kolkata'
from seed_project sp
join public.projects pr on pr.id = sp.id
join (values
  (1, 'Schedule the site survey', 2, 'sales'),
  (2, 'Share the 3D design for approval', 3, 'designer'),
  (3, 'Send the quotation', 4, 'sales'),
  (4, 'Release the BOM to the shop floor', 6, 'production'),
  (5, 'Plan the installation crew', 7, 'production')
) as t(n, title, stage_index, owner) on t.stage_index <= sp.stage_index + 1;

insert into public.tasks (id, title, assignee_id, created_by, due_date, priority, status, position, completed_at, created_at, updated_at)
select
  md5('fpw:task:general:' || k)::uuid,
  t.title,
  t.assignee::uuid,
  '5a1e0000-0000-4000-8000-000000000005',
  date '2026-11-21' + (k * 3 - 12),
  (array['low', 'medium', 'high'])[1 + k % 3]::public.priority,
  (case when k * 3 - 12 < 0 then 'done' else 'todo' end)::public.task_status,
  k,
  case when k * 3 - 12 < 0 then ((date '2026-11-21' + (k * 3 - 12)) + time '17:00') at time zone 'Asia/Kolkata' end,
  timestamptz '2026-11-01 10:00+05:30',
  timestamptz '2026-11-01 10:00+05:30'
from (values
  (1, 'Renew the CNC machine maintenance contract', '5a1e0000-0000-4000-8000-000000000004'),
  (2, 'Update the laminate price list from Merino', '5a1e0000-0000-4000-8000-000000000013'),
  (3, 'File the GSTR-1 return for October', '5a1e0000-0000-4000-8000-000000000006'),
  (4, 'Photograph completed projects for the website', '5a1e0000-0000-4000-8000-000000000007'),
  (5, 'Plan the December experience-centre event', '5a1e0000-0000-4000-8000-000000000002'),
  (6, 'Reconcile the edge band stock count', '5a1e0000-0000-4000-8000-000000000012'),
  (7, 'Onboard the new sales executive', '5a1e0000-0000-4000-8000-000000000015'),
  (8, 'Review overdue client payments', '5a1e0000-0000-4000-8000-000000000014'),
  (9, 'Refresh the kitchen catalogue renders', '5a1e0000-0000-4000-8000-000000000011'),
  (10, 'Follow up trial users of the design tool', '5a1e0000-0000-4000-8000-000000000009')
) as t(k, title, assignee);

-- Dropped here rather than on commit: the file may also run statement by statement.
drop table seed_project;
