-- Demo data for the projects pages: a few projects on hold, each project's design stages as far as
-- it got, and one won lead of Vikram Singh's with no client or project yet (the projects journey
-- turns it into a project).

-- Demo rows are not history: no audit rows for them (see write_audit_log).
select public.quiet_audit();

-- On hold: three projects part-way through, each with why.
update public.projects p
   set on_hold = true,
       on_hold_reason = h.reason
  from (values
    (md5('fpw:project:13')::uuid, 'Client is travelling until the new year; site closed'),
    (md5('fpw:project:20')::uuid, 'Waiting for the society''s permission for civil work'),
    (md5('fpw:project:22')::uuid, 'Budget under review by the client''s finance team')
  ) as h(id, reason)
 where p.id = h.id;

-- Design stages: done for projects past the design stage; under way (first half done, the next
-- in progress) for projects at the design stage.
update public.project_design_stages s
   set status = case
         when p.stage in ('quotation', 'approved', 'production', 'installation', 'handover', 'closed') then 'done'
         when p.stage = 'design' and s.position <= 2 then 'done'
         when p.stage = 'design' and s.position = 3 then 'in_progress'
         else 'pending'
       end,
       completed_at = case
         when p.stage in ('quotation', 'approved', 'production', 'installation', 'handover', 'closed')
           or (p.stage = 'design' and s.position <= 2)
         then ((coalesce(p.start_date, date '2026-11-01') + 14 + 5 * s.position) + time '17:00') at time zone 'Asia/Kolkata'
       end
  from public.projects p
 where p.id = s.project_id;

-- A won lead with no client and no project yet.
insert into public.leads (
  id, name, email, phone, address, city, state, pincode, source, owner_id, stage_id, status_id, interest,
  estimated_value, notes, created_at, updated_at)
values (
  md5('fpw:lead:won-without-project')::uuid, 'Harish Kamath', 'harish.kamath@example.in', '+91 98860 44120',
  'Villa 12, Prestige Lakeside Habitat', 'Bengaluru', 'Karnataka', '560087', 'referral',
  '5a1e0000-0000-4000-8000-000000000002', md5('fpw:lead-stage:Won')::uuid, md5('fpw:lead-status:Hot')::uuid,
  'Villa full interiors', 1850000, 'Signed the design agreement on 20 November',
  '2026-10-02 11:00+05:30', '2026-11-20 16:30+05:30')
on conflict (id) do nothing;
