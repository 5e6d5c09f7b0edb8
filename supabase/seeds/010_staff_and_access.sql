-- Demo data, part 1: the rest of the staff (supabase/seed.sql has the demo accounts), the company,
-- roles with their permissions, stage templates and the CRM's stage and status lists.
-- Deterministic: fixed ids (md5 of a name), fixed dates, no random().

-- Demo rows are not history: no audit rows for them (see write_audit_log).
select public.quiet_audit();

insert into public.staff (id, email, name, phone, department, designation, active, created_at, updated_at)
values
  ('5a1e0000-0000-4000-8000-000000000009', 'nisha.bhat@fpw.in', 'Nisha Bhat', '+91 98450 10009',
   'Sales', 'sales', true, '2026-02-16 09:30+05:30', '2026-02-16 09:30+05:30'),
  ('5a1e0000-0000-4000-8000-000000000010', 'rohan.mehta@fpw.in', 'Rohan Mehta', '+91 98450 10010',
   'Sales', 'sales', true, '2026-03-02 09:30+05:30', '2026-03-02 09:30+05:30'),
  ('5a1e0000-0000-4000-8000-000000000011', 'divya.pillai@fpw.in', 'Divya Pillai', '+91 98450 10011',
   'Design', 'designer', true, '2026-03-09 09:30+05:30', '2026-03-09 09:30+05:30'),
  ('5a1e0000-0000-4000-8000-000000000012', 'imran.shaikh@fpw.in', 'Imran Shaikh', '+91 98450 10012',
   'Production', 'production', true, '2026-01-19 08:30+05:30', '2026-01-19 08:30+05:30'),
  ('5a1e0000-0000-4000-8000-000000000013', 'suresh.patil@fpw.in', 'Suresh Patil', '+91 98450 10013',
   'Production', 'production', true, '2026-01-19 08:45+05:30', '2026-01-19 08:45+05:30'),
  ('5a1e0000-0000-4000-8000-000000000014', 'anita.joshi@fpw.in', 'Anita Joshi', '+91 98450 10014',
   'Accounts', 'accounts', true, '2026-04-06 10:00+05:30', '2026-04-06 10:00+05:30'),
  ('5a1e0000-0000-4000-8000-000000000015', 'deepa.krishnan@fpw.in', 'Deepa Krishnan', '+91 98450 10015',
   'Administration', 'admin', true, '2026-01-05 09:30+05:30', '2026-01-05 09:30+05:30')
on conflict do nothing;

update public.org_settings
   set company_name = 'Fine Panel Works',
       legal_name = 'Fine Panel Works Private Limited',
       gstin = '29AABCF4821K1Z6',
       address_line1 = 'Plot 42, 3rd Phase, Peenya Industrial Area',
       address_line2 = 'Tumkur Road',
       city = 'Bengaluru',
       state = 'Karnataka',
       pincode = '560058',
       email = 'hello@fpw.in',
       phone = '+91 80 4123 5500',
       logo_path = 'branding/fpw-logo.svg',
       currency = 'INR',
       default_gst_rate = 18;

update public.departments d
   set head_staff_id = s.id
  from public.staff s
 where (d.name, s.email) in (
   ('Sales', 'vikram.singh@fpw.in'), ('Design', 'meera.iyer@fpw.in'), ('Production', 'rahul.verma@fpw.in'),
   ('Accounts', 'kavya.menon@fpw.in'), ('Administration', 'priya.nair@fpw.in'));

insert into public.roles (id, name, description, department_id)
select md5('fpw:role:' || r.name)::uuid, r.name, r.description, d.id
  from (values
    ('Sales executive', 'Works leads, books visits, prepares quotations', 'Sales'),
    ('Sales manager', 'Runs campaigns, approves quotations, confirms orders', 'Sales'),
    ('Designer', 'Surveys sites, designs and prepares BOQs', 'Design'),
    ('Production lead', 'Plans BOMs and cutting, keeps stock', 'Production'),
    ('Machine operator', 'Cuts and edges panels from the cut list', 'Production'),
    ('Accountant', 'Records payments and follows up dues', 'Accounts'),
    ('Administrator', 'Manages staff, access and settings', 'Administration')
  ) as r(name, description, department)
  join public.departments d on d.name = r.department;

insert into public.role_permissions (role_id, permission_code)
select md5('fpw:role:' || r.role)::uuid, p.code
  from (values
    ('Sales executive', array[
      'leads.view', 'leads.add', 'leads.edit', 'leads.export', 'deals.manage', 'appointments.manage',
      'subscribers.view', 'subscribers.edit', 'projects.view', 'projects.add', 'boq.edit', 'proposal.create',
      'proposal.send', 'tasks.manage']),
    ('Sales manager', array[
      'leads.view', 'leads.add', 'leads.edit', 'leads.delete', 'leads.assign', 'leads.import', 'leads.export',
      'campaigns.manage', 'deals.manage', 'appointments.manage', 'crm_settings.manage', 'subscribers.view',
      'subscribers.edit', 'projects.view', 'projects.add', 'projects.edit', 'boq.edit', 'proposal.create',
      'proposal.send', 'proposal.approve', 'order.create', 'tasks.manage']),
    ('Designer', array[
      'appointments.manage', 'projects.view', 'projects.edit', 'recce.edit', 'design.edit', 'boq.edit',
      'tasks.manage']),
    ('Production lead', array[
      'projects.view', 'projects.edit', 'bom.edit', 'optimizer.run', 'cutlist.download', 'stock.adjust',
      'catalogue.edit', 'tasks.manage']),
    ('Machine operator', array['projects.view', 'cutlist.download']),
    ('Accountant', array['projects.view', 'payment.record', 'subscribers.view']),
    ('Administrator', (select array_agg(code order by code) from public.permissions))
  ) as r(role, codes)
  cross join lateral unnest(r.codes) as c(code)
  join public.permissions p on p.code = c.code;

insert into public.staff_roles (staff_id, role_id, assigned_at, assigned_by)
select s.id, md5('fpw:role:' || a.role)::uuid, s.created_at, '5a1e0000-0000-4000-8000-000000000005'::uuid
  from (values
    ('asha.rao@fpw.in', 'Sales executive'),
    ('vikram.singh@fpw.in', 'Sales manager'),
    ('arjun.desai@fpw.in', 'Sales executive'),
    ('nisha.bhat@fpw.in', 'Sales executive'),
    ('rohan.mehta@fpw.in', 'Sales executive'),
    ('meera.iyer@fpw.in', 'Designer'),
    ('sanjay.kulkarni@fpw.in', 'Designer'),
    ('divya.pillai@fpw.in', 'Designer'),
    ('rahul.verma@fpw.in', 'Production lead'),
    ('imran.shaikh@fpw.in', 'Machine operator'),
    ('suresh.patil@fpw.in', 'Production lead'),
    ('kavya.menon@fpw.in', 'Accountant'),
    ('anita.joshi@fpw.in', 'Accountant'),
    ('priya.nair@fpw.in', 'Administrator'),
    ('deepa.krishnan@fpw.in', 'Administrator')
  ) as a(email, role)
  join public.staff s on s.email = a.email;

-- Stage templates: each list totals 100, checked at commit. Templates and their stages go in one
-- statement each, so the check passes even where the file runs statement by statement.
with templates as (
  insert into public.design_stage_templates (id, name, description, is_default) values
    (md5('fpw:design-template:residential')::uuid, 'Residential interiors', 'Full home interiors, concept to sign-off', true),
    (md5('fpw:design-template:kitchen')::uuid, 'Modular kitchen', 'Kitchen and utility only', false),
    (md5('fpw:design-template:commercial')::uuid, 'Commercial fit-out', 'Offices, retail and hospitality', false)
  returning id
)
insert into public.design_stage_template_items (template_id, position, name, percent)
select md5('fpw:design-template:' || t.template)::uuid, t.position, t.name, t.percent
  from (values
    ('residential', 1, 'Concept and moodboard', 10), ('residential', 2, 'Space planning', 20),
    ('residential', 3, '3D design and renders', 30), ('residential', 4, 'Working drawings', 25),
    ('residential', 5, 'Client sign-off', 15),
    ('kitchen', 1, 'Site measurement', 15), ('kitchen', 2, 'Layout', 25),
    ('kitchen', 3, '3D design', 35), ('kitchen', 4, 'Material and finish selection', 25),
    ('commercial', 1, 'Brief and survey', 10), ('commercial', 2, 'Zoning and layout', 25),
    ('commercial', 3, 'Design development', 30), ('commercial', 4, 'Tender drawings', 20),
    ('commercial', 5, 'Approval', 15)
  ) as t(template, position, name, percent);

with templates as (
  insert into public.payment_stage_templates (id, name, description, is_default) values
    (md5('fpw:payment-template:standard')::uuid, 'Standard 10-40-40-10', 'Booking, design sign-off, before dispatch, handover', true),
    (md5('fpw:payment-template:commercial')::uuid, 'Commercial 20-30-40-10', 'Mobilisation advance for commercial work', false),
    (md5('fpw:payment-template:kitchen')::uuid, 'Kitchen 50-45-5', 'Short kitchen jobs', false)
  returning id
)
insert into public.payment_stage_template_items (template_id, position, name, percent)
select md5('fpw:payment-template:' || t.template)::uuid, t.position, t.name, t.percent
  from (values
    ('standard', 1, 'Booking advance', 10), ('standard', 2, 'Design sign-off', 40),
    ('standard', 3, 'Before dispatch', 40), ('standard', 4, 'After handover', 10),
    ('commercial', 1, 'Mobilisation advance', 20), ('commercial', 2, 'Design approval', 30),
    ('commercial', 3, 'Material delivery', 40), ('commercial', 4, 'Completion', 10),
    ('kitchen', 1, 'Order confirmation', 50), ('kitchen', 2, 'Before installation', 45),
    ('kitchen', 3, 'After installation', 5)
  ) as t(template, position, name, percent);

insert into public.lead_stages (id, name, colour, position, is_closed, is_won)
select md5('fpw:lead-stage:' || s.name)::uuid, s.name, s.colour, s.position, s.is_closed, s.is_won
  from (values
    ('New', '#3b82f6', 1, false, false),
    ('Contacted', '#06b6d4', 2, false, false),
    ('Qualified', '#8b5cf6', 3, false, false),
    ('Site visit', '#f59e0b', 4, false, false),
    ('Proposal sent', '#ec4899', 5, false, false),
    ('Negotiation', '#f97316', 6, false, false),
    ('Won', '#16a34a', 7, true, true),
    ('Lost', '#6b7280', 8, true, false)
  ) as s(name, colour, position, is_closed, is_won);

insert into public.lead_statuses (id, name, colour, position)
select md5('fpw:lead-status:' || s.name)::uuid, s.name, s.colour, s.position
  from (values
    ('Hot', '#dc2626', 1),
    ('Warm', '#f59e0b', 2),
    ('Cold', '#3b82f6', 3),
    ('Call back later', '#8b5cf6', 4),
    ('Not reachable', '#6b7280', 5),
    ('Not interested', '#374151', 6)
  ) as s(name, colour, position);
