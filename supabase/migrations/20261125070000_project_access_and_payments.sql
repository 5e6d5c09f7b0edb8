-- Projects by person (issue 11, "Roles"): a project is seen by its designer and its relationship
-- manager, by production once it has an order, by the sales person whose lead it was born from,
-- by accounts (they record payments) and by administrators. Its stage log, payment stages, design
-- stages and payments follow the project. Writes need projects.add / projects.edit on a project
-- one can see.
--
-- Also: projects can be put on hold; each project gets its own copy of its design stages (as it
-- already gets its payment stages); the projects_list read model and project_kpis(); a payment
-- larger than what is still pending on its stage is refused; moving a stage carries a comment into
-- the stage log; a won lead becomes a project (and its client) in one call.

-- ---------------------------------------------------------------------------------------------
-- Who sees a project
-- ---------------------------------------------------------------------------------------------

-- From the row's own columns, so the projects policies (including the check of a row being
-- inserted, which is not in the table yet) never read projects again. SECURITY DEFINER: orders,
-- clients and leads are read whatever the caller's own rights on them.
create or replace function public.project_row_visible(
  p_designer_id uuid,
  p_relationship_manager_id uuid,
  p_client_id uuid,
  p_lead_id uuid,
  p_project_id uuid
)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  v_me uuid := public.current_staff_id();
  v_designation text := public.current_designation();
begin
  if v_me is null then
    return false;
  end if;
  -- Accounts record payments on every project; administrators act as every designation.
  if v_designation in ('admin', 'accounts') then
    return true;
  end if;
  if p_designer_id = v_me or p_relationship_manager_id = v_me then
    return true;
  end if;
  if v_designation = 'production' then
    return exists (select 1 from public.sales_orders o where o.project_id = p_project_id);
  end if;
  if v_designation = 'sales' then
    return exists (
      select 1
        from public.leads l
       where l.owner_id = v_me
         and (l.id = p_lead_id
              or l.id = (select c.lead_id from public.clients c where c.id = p_client_id))
    );
  end if;
  return false;
end;
$$;

create or replace function public.can_see_project(p_project_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select public.project_row_visible(p.designer_id, p.relationship_manager_id, p.client_id, p.lead_id, p.id)
      from public.projects p
     where p.id = p_project_id
  ), false);
$$;

revoke execute on function public.project_row_visible(uuid, uuid, uuid, uuid, uuid), public.can_see_project(uuid)
  from public, anon;
grant execute on function public.project_row_visible(uuid, uuid, uuid, uuid, uuid), public.can_see_project(uuid)
  to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- On hold, and the stage log's comment
-- ---------------------------------------------------------------------------------------------
alter table public.projects
  add column on_hold boolean not null default false,
  add column on_hold_reason text constraint projects_on_hold_reason_check check (length(on_hold_reason) <= 4000),
  add constraint projects_estimate_finite_check check (estimate <> 'NaN'),
  add constraint projects_area_sqft_finite_check check (area_sqft <> 'NaN'),
  add constraint projects_notes_length_check check (length(notes) <= 4000),
  add constraint projects_site_address_length_check check (length(site_address) <= 400),
  add constraint projects_city_length_check check (length(city) <= 160),
  add constraint projects_state_length_check check (length(state) <= 160);

alter table public.project_stage_log
  add constraint project_stage_log_note_check check (length(note) <= 4000);

-- The comment of a stage move reaches the log through a transaction-local setting, written by
-- move_project_stage() just before its update.
create or replace function public.record_project_stage_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    insert into public.project_stage_log (project_id, from_stage, to_stage, changed_at, changed_by)
    values (new.id, null, new.stage, new.created_at, public.current_staff_id());
  elsif new.stage is distinct from old.stage then
    insert into public.project_stage_log (project_id, from_stage, to_stage, changed_by, note)
    values (new.id, old.stage, new.stage, public.current_staff_id(),
            nullif(btrim(coalesce(current_setting('fpw.stage_note', true), '')), ''));
  end if;
  return null;
end;
$$;

-- Moves a project to another stage if nobody saved it since `p_version` was read, with the
-- comment the log keeps. SECURITY INVOKER: the projects policies decide who may.
create or replace function public.move_project_stage(
  p_project_id uuid,
  p_to_stage public.project_stage,
  p_version integer,
  p_note text
)
returns public.projects
language plpgsql
set search_path = ''
as $$
declare
  v_row public.projects;
  v_current public.projects;
begin
  if p_note is null or btrim(p_note) = '' then
    raise exception 'Say why the project moves on: the comment is kept in the stage log'
      using errcode = 'check_violation', constraint = 'project_stage_log_note_check', column = 'note';
  end if;
  if length(p_note) > 4000 then
    raise exception 'Keep the comment under 4000 characters'
      using errcode = 'check_violation', constraint = 'project_stage_log_note_check', column = 'note';
  end if;
  select p.* into v_current from public.projects p where p.id = p_project_id;
  if not found then
    raise exception 'This project does not exist or is not yours to see' using errcode = 'P0002';
  end if;
  if v_current.stage = p_to_stage then
    raise exception 'The project is already at the % stage', p_to_stage using errcode = 'P0001';
  end if;
  perform set_config('fpw.stage_note', btrim(p_note), true);
  update public.projects p
     set stage = p_to_stage,
         completed_on = case
           when p_to_stage = 'closed' then coalesce(p.completed_on, greatest(current_date, p.start_date))
           else null
         end
   where p.id = p_project_id and p.version = p_version
  returning p.* into v_row;
  perform set_config('fpw.stage_note', '', true);
  if v_row.id is null then
    if v_current.version <> p_version then
      raise exception 'Someone else saved this project after you opened it (version %, you had %)',
        v_current.version, p_version using errcode = '40001';
    end if;
    raise exception 'You may not move this project' using errcode = '42501';
  end if;
  return v_row;
end;
$$;

revoke execute on function public.move_project_stage(uuid, public.project_stage, integer, text) from public, anon;
grant execute on function public.move_project_stage(uuid, public.project_stage, integer, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Each project's own copy of its design stages (as project_payment_stages copies the payment
-- template): a later edit of the template does not rewrite a project under way.
-- ---------------------------------------------------------------------------------------------
create table public.project_design_stages (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  position smallint not null constraint project_design_stages_position_check check (position >= 0),
  name text not null constraint project_design_stages_name_check check (length(btrim(name)) between 1 and 80),
  percent numeric(5, 2) not null
    constraint project_design_stages_percent_check check (percent > 0 and percent <= 100)
    constraint project_design_stages_percent_finite_check check (percent <> 'NaN'),
  status text not null default 'pending'
    constraint project_design_stages_status_check check (status in ('pending', 'in_progress', 'done')),
  completed_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint project_design_stages_position_key unique (project_id, position) deferrable initially deferred,
  constraint project_design_stages_completed_check check ((status = 'done') = (completed_at is not null))
);
create index project_design_stages_project_idx on public.project_design_stages (project_id);

create constraint trigger project_design_stages_total
  after insert or update of percent, project_id or delete on public.project_design_stages
  deferrable initially deferred for each row
  execute function public.check_items_total(
    'public.projects', 'project_id', 'project_design_stages_total_check', 'true');

-- SECURITY DEFINER: whoever may create the project gets its design stages. A new template later
-- replaces them only while no stage has started.
create or replace function public.copy_design_template()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    if new.design_template_id is not distinct from old.design_template_id then
      return null;
    end if;
    if exists (select 1 from public.project_design_stages s where s.project_id = new.id and s.status <> 'pending') then
      raise exception 'project % has design stages under way; its design stages can no longer be replaced', new.code
        using errcode = 'check_violation', constraint = 'projects_design_template_locked';
    end if;
    delete from public.project_design_stages s where s.project_id = new.id;
  end if;
  insert into public.project_design_stages (project_id, position, name, percent)
  select new.id, i.position, i.name, i.percent
    from public.design_stage_template_items i
   where i.template_id = new.design_template_id;
  return null;
end;
$$;

create trigger projects_design_stages
  after insert or update of design_template_id on public.projects
  for each row execute function public.copy_design_template();

-- Projects that exist already get their copy too.
insert into public.project_design_stages (project_id, position, name, percent)
select p.id, i.position, i.name, i.percent
  from public.projects p
  join public.design_stage_template_items i on i.template_id = p.design_template_id
 where not exists (select 1 from public.project_design_stages s where s.project_id = p.id);

select public.track_changes('public.project_design_stages');

-- ---------------------------------------------------------------------------------------------
-- Policies: drop the all-staff ones, follow the project instead
-- ---------------------------------------------------------------------------------------------
drop policy if exists projects_read on public.projects;
drop policy if exists projects_insert on public.projects;
drop policy if exists projects_update on public.projects;
drop policy if exists projects_delete on public.projects;
drop policy if exists project_stage_log_read on public.project_stage_log;
drop policy if exists project_payment_stages_read on public.project_payment_stages;
drop policy if exists project_payment_stages_accounts on public.project_payment_stages;
drop policy if exists payments_read on public.payments;

create policy projects_read on public.projects for select to authenticated
  using (public.project_row_visible(designer_id, relationship_manager_id, client_id, lead_id, id));
create policy projects_insert on public.projects for insert to authenticated
  with check (
    (select public.has_permission('projects.add'))
    and public.project_row_visible(designer_id, relationship_manager_id, client_id, lead_id, id)
  );
create policy projects_update on public.projects for update to authenticated
  using (
    (select public.has_permission('projects.edit'))
    and public.project_row_visible(designer_id, relationship_manager_id, client_id, lead_id, id)
  )
  with check (
    (select public.has_permission('projects.edit'))
    and public.project_row_visible(designer_id, relationship_manager_id, client_id, lead_id, id)
  );
create policy projects_delete on public.projects for delete to authenticated
  using ((select public.staff_in('admin')));

create policy project_stage_log_read on public.project_stage_log for select to authenticated
  using (public.can_see_project(project_id));

create policy project_payment_stages_read on public.project_payment_stages for select to authenticated
  using (public.can_see_project(project_id));
create policy project_payment_stages_write on public.project_payment_stages for all to authenticated
  using ((select public.has_permission('payment.record')) and public.can_see_project(project_id))
  with check ((select public.has_permission('payment.record')) and public.can_see_project(project_id));

-- Money stays with sales (they chase collections), accounts and admins, on the projects they see.
create policy payments_read on public.payments for select to authenticated
  using ((select public.staff_in('sales', 'accounts')) and public.can_see_project(project_id));

alter table public.project_design_stages enable row level security;
create policy project_design_stages_read on public.project_design_stages for select to authenticated
  using (public.can_see_project(project_id));
create policy project_design_stages_write on public.project_design_stages for update to authenticated
  using ((select public.has_permission('design.edit')) and public.can_see_project(project_id))
  with check ((select public.has_permission('design.edit')) and public.can_see_project(project_id));

grant select, update on public.project_design_stages to authenticated;
revoke all on public.project_design_stages from anon;
revoke insert, delete, truncate, references, trigger on public.project_design_stages from authenticated;

-- ---------------------------------------------------------------------------------------------
-- A payment may not be more than what is still pending on its stage
-- ---------------------------------------------------------------------------------------------

-- ₹12,34,567 or ₹12,34,567.50: the Indian grouping the pages use.
create or replace function public.format_inr(p_amount numeric)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  v_whole text := trunc(abs(p_amount))::text;
  v_paise integer := round((abs(p_amount) - trunc(abs(p_amount))) * 100)::integer;
  v_grouped text;
begin
  if length(v_whole) > 3 then
    v_grouped := regexp_replace(left(v_whole, length(v_whole) - 3), '(\d)(?=(\d\d)+$)', '\1,', 'g')
                 || ',' || right(v_whole, 3);
  else
    v_grouped := v_whole;
  end if;
  return case when p_amount < 0 then '-' else '' end || '₹' || v_grouped
         || case when v_paise > 0 then '.' || lpad(v_paise::text, 2, '0') else '' end;
end;
$$;
grant execute on function public.format_inr(numeric) to authenticated, service_role;
revoke execute on function public.format_inr(numeric) from anon;

-- SECURITY DEFINER: what is pending counts every payment on the stage, not only those the caller
-- sees; the stage row is locked so two payments recorded at once cannot both pass.
create or replace function public.check_payment_within_pending()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_name text;
  v_due numeric;
  v_received numeric;
  v_pending numeric;
begin
  select s.name, round(p.estimate * s.percent / 100, 2)
    into v_name, v_due
    from public.project_payment_stages s
    join public.projects p on p.id = s.project_id
   where s.id = new.payment_stage_id and s.project_id = new.project_id
     for update of s;
  if not found then
    return new; -- the foreign key says why (no such stage, or another project's)
  end if;
  select coalesce(sum(pay.amount), 0) into v_received
    from public.payments pay
   where pay.payment_stage_id = new.payment_stage_id
     and (tg_op = 'INSERT' or pay.id <> old.id);
  v_pending := v_due - v_received;
  if new.amount > v_pending then
    raise exception 'This payment is more than the % still pending on %', public.format_inr(greatest(v_pending, 0)), v_name
      using errcode = 'check_violation', constraint = 'payments_amount_pending_check', table = 'payments',
            column = 'amount';
  end if;
  return new;
end;
$$;

create trigger payments_within_pending
  before insert or update of amount, payment_stage_id on public.payments
  for each row execute function public.check_payment_within_pending();

alter table public.payments
  add constraint payments_amount_finite_check check (amount <> 'NaN'),
  add constraint payments_reference_length_check check (length(reference) <= 160),
  add constraint payments_notes_length_check check (length(notes) <= 4000);

-- Records a payment against a payment stage (its project comes from the stage). SECURITY INVOKER:
-- the payments policies decide who may record money.
create or replace function public.record_payment(
  p_stage_id uuid,
  p_amount numeric,
  p_paid_on date,
  p_mode text,
  p_reference text default null
)
returns public.payments
language plpgsql
set search_path = ''
as $$
declare
  v_row public.payments;
  v_project uuid;
begin
  select s.project_id into v_project from public.project_payment_stages s where s.id = p_stage_id;
  if v_project is null then
    raise exception 'This payment stage does not exist or is not yours to see' using errcode = 'P0002';
  end if;
  if p_amount is null or p_amount <= 0 or p_amount = 'NaN' then
    raise exception 'Enter an amount above zero'
      using errcode = 'check_violation', constraint = 'payments_amount_check', column = 'amount';
  end if;
  insert into public.payments (project_id, payment_stage_id, amount, received_on, mode, reference)
  values (v_project, p_stage_id, p_amount, coalesce(p_paid_on, current_date), p_mode::public.payment_mode,
          nullif(btrim(coalesce(p_reference, '')), ''))
  returning * into v_row;
  return v_row;
end;
$$;
revoke execute on function public.record_payment(uuid, numeric, date, text, text) from public, anon;
grant execute on function public.record_payment(uuid, numeric, date, text, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Read model: the projects list with names and money
-- ---------------------------------------------------------------------------------------------
create view public.projects_list with (security_invoker = true) as
select
  p.id,
  p.code,
  p.name,
  p.client_id,
  c.name as client_name,
  c.phone as client_phone,
  c.email as client_email,
  p.lead_id,
  p.category,
  p.site_address,
  p.city,
  p.state,
  p.estimate,
  p.area_sqft,
  p.start_date,
  p.target_date,
  p.completed_on,
  p.designer_id,
  d.name as designer_name,
  p.relationship_manager_id,
  rm.name as relationship_manager_name,
  p.stage,
  p.on_hold,
  p.on_hold_reason,
  case when p.stage = 'closed' then 'completed' when p.on_hold then 'on_hold' else 'active' end as status,
  p.design_template_id,
  p.payment_template_id,
  p.notes,
  coalesce(m.due, 0) as amount_due,
  -- Money only for those who may see payments (sales, accounts, admins); null for others, not 0.
  case when public.staff_in('sales', 'accounts') then coalesce(m.received, 0) end as amount_received,
  case when public.staff_in('sales', 'accounts') then coalesce(m.pending, 0) end as amount_pending,
  case when public.staff_in('sales', 'accounts') then coalesce(m.pending_now, 0) end as amount_pending_now,
  p.created_at,
  p.updated_at,
  p.version
from public.projects p
join public.clients c on c.id = p.client_id
left join public.staff d on d.id = p.designer_id
left join public.staff rm on rm.id = p.relationship_manager_id
left join lateral (
  select
    sum(st.due_amount) as due,
    sum(st.received_amount) as received,
    sum(greatest(st.pending_amount, 0)) as pending,
    sum(greatest(st.pending_amount, 0)) filter (where st.due_date <= current_date) as pending_now
  from public.project_payment_status st
  where st.project_id = p.id
) m on true;

grant select on public.projects_list to authenticated;
revoke all on public.projects_list from anon;
revoke insert, update, delete, truncate, references, trigger on public.projects_list from authenticated;

-- The projects page's headline figures, over the projects the caller sees. "Payments pending" is
-- what payment stages due by today still wait for (null for those who may not see payments).
create or replace function public.project_kpis()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'active', count(*) filter (where l.status = 'active'),
    'on_hold', count(*) filter (where l.status = 'on_hold'),
    'completed', count(*) filter (where l.status = 'completed'),
    'value_in_progress', coalesce(sum(l.estimate) filter (where l.status = 'active'), 0),
    'payments_pending', case when public.staff_in('sales', 'accounts')
                             then coalesce(sum(l.amount_pending_now) filter (where l.status <> 'completed'), 0) end
  )
  from public.projects_list l;
$$;
revoke execute on function public.project_kpis() from public, anon;
grant execute on function public.project_kpis() to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Creating a project: from scratch, or from a won lead
-- ---------------------------------------------------------------------------------------------
create or replace function public.create_project(p_values jsonb)
returns public.projects
language plpgsql
set search_path = ''
as $$
declare
  v_row public.projects;
  v_client uuid := nullif(p_values ->> 'client_id', '')::uuid;
  v_text text;
begin
  if v_client is null then
    v_text := nullif(btrim(coalesce(p_values ->> 'client_name', '')), '');
    if v_text is null then
      raise exception 'Choose a client or give the new client''s name'
        using errcode = 'not_null_violation', column = 'client_id', table = 'projects';
    end if;
    insert into public.clients (name, phone, email, billing_address, city, state, relationship_manager_id)
    values (
      v_text,
      nullif(btrim(coalesce(p_values ->> 'client_phone', '')), ''),
      nullif(lower(btrim(coalesce(p_values ->> 'client_email', ''))), ''),
      nullif(btrim(coalesce(p_values ->> 'site_address', '')), ''),
      nullif(btrim(coalesce(p_values ->> 'city', '')), ''),
      nullif(btrim(coalesce(p_values ->> 'state', '')), ''),
      nullif(p_values ->> 'relationship_manager_id', '')::uuid
    )
    returning id into v_client;
  end if;
  insert into public.projects (
    name, client_id, lead_id, category, site_address, city, state, estimate, area_sqft, start_date, target_date,
    designer_id, relationship_manager_id, design_template_id, payment_template_id, notes)
  values (
    btrim(coalesce(p_values ->> 'name', '')),
    v_client,
    nullif(p_values ->> 'lead_id', '')::uuid,
    coalesce(nullif(p_values ->> 'category', ''), 'residential')::public.project_category,
    nullif(btrim(coalesce(p_values ->> 'site_address', '')), ''),
    nullif(btrim(coalesce(p_values ->> 'city', '')), ''),
    nullif(btrim(coalesce(p_values ->> 'state', '')), ''),
    coalesce(nullif(p_values ->> 'estimate', '')::numeric, 0),
    nullif(p_values ->> 'area_sqft', '')::numeric,
    nullif(p_values ->> 'start_date', '')::date,
    nullif(p_values ->> 'target_date', '')::date,
    nullif(p_values ->> 'designer_id', '')::uuid,
    nullif(p_values ->> 'relationship_manager_id', '')::uuid,
    coalesce(nullif(p_values ->> 'design_template_id', '')::uuid,
             (select t.id from public.design_stage_templates t where t.is_default)),
    coalesce(nullif(p_values ->> 'payment_template_id', '')::uuid,
             (select t.id from public.payment_stage_templates t where t.is_default)),
    nullif(btrim(coalesce(p_values ->> 'notes', '')), '')
  )
  returning * into v_row;
  return v_row;
end;
$$;

-- A won lead becomes a project: its client (made from the lead when there is none yet), contact
-- and site address carried over; what the form gave wins over the lead's values.
create or replace function public.create_project_from_lead(p_lead_id uuid, p_values jsonb)
returns public.projects
language plpgsql
set search_path = ''
as $$
declare
  v_lead public.leads;
  v_client uuid;
  v_values jsonb := jsonb_strip_nulls(coalesce(p_values, '{}'::jsonb));
begin
  select l.* into v_lead
    from public.leads l
    join public.lead_stages st on st.id = l.stage_id
   where l.id = p_lead_id and st.is_won;
  if not found then
    raise exception 'Only a won lead you can see becomes a project' using errcode = 'P0001';
  end if;
  select c.id into v_client from public.clients c where c.lead_id = p_lead_id order by c.created_at, c.id limit 1;
  if v_client is null then
    insert into public.clients (name, email, phone, billing_address, city, state, pincode, lead_id,
                                relationship_manager_id)
    values (v_lead.name, v_lead.email, v_lead.phone, v_lead.address, v_lead.city, v_lead.state, v_lead.pincode,
            v_lead.id, coalesce(nullif(v_values ->> 'relationship_manager_id', '')::uuid, v_lead.owner_id))
    returning id into v_client;
  end if;
  return public.create_project(
    jsonb_strip_nulls(jsonb_build_object(
      'name', v_lead.name || ' — ' || coalesce(nullif(btrim(v_lead.interest), ''), 'interiors'),
      'site_address', v_lead.address,
      'city', v_lead.city,
      'state', v_lead.state,
      'estimate', v_lead.estimated_value,
      'relationship_manager_id', v_lead.owner_id
    ))
    || (v_values - 'client_name' - 'client_phone' - 'client_email')
    || jsonb_build_object('client_id', v_client, 'lead_id', v_lead.id)
  );
end;
$$;

revoke execute on function public.create_project(jsonb), public.create_project_from_lead(uuid, jsonb) from public, anon;
grant execute on function public.create_project(jsonb), public.create_project_from_lead(uuid, jsonb) to authenticated;
