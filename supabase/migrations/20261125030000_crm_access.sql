-- The CRM's access rules, by the roles and permissions matrix (issue 10, "Roles"):
--   a sales executive sees and works the leads they own and those of the campaigns they own or are
--   an agent of, with those leads' follow-ups and deals; a sales manager (whoever holds leads.assign)
--   sees the whole team's and allocates; administrators hold every code; designers, production and
--   accounts see none of the CRM, apart from an appointment assigned to them.
-- Writes need the codes: leads.add / leads.edit / leads.delete, leads.assign to hand a lead to
-- someone else (a trigger, since a policy cannot compare old and new), campaigns.manage,
-- deals.manage, appointments.manage, crm_settings.manage (stages, statuses, message templates).
-- "Can see lead X" lives in SECURITY DEFINER functions, so the policies of follow-ups, deals and
-- appointments do not re-enter the leads policy (and the leads policy does not re-enter campaigns').

-- ---------------------------------------------------------------------------------------------
-- Who may see which lead
-- ---------------------------------------------------------------------------------------------

-- The campaigns the caller owns or is an agent of: an array, so a policy evaluates it once.
create or replace function public.my_campaign_ids()
returns uuid[]
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(array_agg(distinct x.id), '{}')
    from (
      select c.id from public.campaigns c where c.owner_id = public.current_staff_id()
      union
      select a.campaign_id from public.campaign_agents a where a.staff_id = public.current_staff_id()
    ) x;
$$;

-- A sales manager's (or administrator's) view: every lead of the team.
create or replace function public.crm_sees_all()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_permission('leads.view') and public.has_permission('leads.assign');
$$;

-- The lead is the caller's own or in one of their campaigns (permissions not considered).
create or replace function public.lead_is_mine(p_lead_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.current_staff_id() is not null and exists (
    select 1 from public.leads l
     where l.id = p_lead_id
       and (l.owner_id = public.current_staff_id() or l.campaign_id = any (public.my_campaign_ids()))
  );
$$;

-- What pages and policies ask: may the caller see lead X (and so its follow-ups and deals)?
create or replace function public.can_see_lead(p_lead_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select public.has_permission('leads.view')
     and (public.has_permission('leads.assign') or public.lead_is_mine(p_lead_id));
$$;

revoke execute on function public.my_campaign_ids(), public.crm_sees_all(), public.lead_is_mine(uuid),
  public.can_see_lead(uuid) from public, anon;
grant execute on function public.my_campaign_ids(), public.crm_sees_all(), public.lead_is_mine(uuid),
  public.can_see_lead(uuid) to authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Allocation: only leads.assign hands a lead to someone else or takes it from them
-- ---------------------------------------------------------------------------------------------
create or replace function public.guard_lead_owner()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_me uuid := public.current_staff_id();
begin
  -- Seeds and maintenance run as the database owner, with no signed-in person.
  if v_me is null or public.has_permission('leads.assign') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    -- A lead an executive adds is theirs.
    if new.owner_id is null then
      new.owner_id := v_me;
    end if;
    if new.owner_id <> v_me then
      raise exception 'Only a sales manager can allocate a lead to someone else'
        using errcode = '42501';
    end if;
  elsif new.owner_id is distinct from old.owner_id then
    raise exception 'Only a sales manager can allocate a lead to someone else'
      using errcode = '42501';
  end if;
  return new;
end;
$$;

create trigger leads_guard_owner before insert or update of owner_id on public.leads
  for each row execute function public.guard_lead_owner();

-- ---------------------------------------------------------------------------------------------
-- Policies: the originals (20261121001200) by designation give way to the matrix
-- ---------------------------------------------------------------------------------------------
do $$
declare
  v_table text;
  v_policy text;
begin
  foreach v_table in array array[
    'campaigns', 'campaign_agents', 'leads', 'lead_follow_ups', 'deals', 'appointments', 'contacts',
    'companies', 'clients', 'lead_stages', 'lead_statuses'
  ] loop
    for v_policy in
      select p.policyname from pg_catalog.pg_policies p where p.schemaname = 'public' and p.tablename = v_table
    loop
      execute format('drop policy %I on public.%I', v_policy, v_table);
    end loop;
  end loop;
end;
$$;

-- Campaigns and their agents: names and who runs them, read by everyone in the CRM.
create policy campaigns_read on public.campaigns for select to authenticated
  using ((select public.has_permission('leads.view')));
create policy campaigns_write on public.campaigns for all to authenticated
  using ((select public.has_permission('campaigns.manage')))
  with check ((select public.has_permission('campaigns.manage')));
create policy campaign_agents_read on public.campaign_agents for select to authenticated
  using ((select public.has_permission('leads.view')));
create policy campaign_agents_write on public.campaign_agents for all to authenticated
  using ((select public.has_permission('campaigns.manage')))
  with check ((select public.has_permission('campaigns.manage')));

-- Stages and statuses: the CRM's vocabulary, kept by whoever holds crm_settings.manage.
create policy lead_stages_read on public.lead_stages for select to authenticated
  using ((select public.has_permission('leads.view')));
create policy lead_stages_write on public.lead_stages for all to authenticated
  using ((select public.has_permission('crm_settings.manage')))
  with check ((select public.has_permission('crm_settings.manage')));
create policy lead_statuses_read on public.lead_statuses for select to authenticated
  using ((select public.has_permission('leads.view')));
create policy lead_statuses_write on public.lead_statuses for all to authenticated
  using ((select public.has_permission('crm_settings.manage')))
  with check ((select public.has_permission('crm_settings.manage')));

-- Leads: own, or of my campaigns; the team's for leads.assign.
create policy leads_read on public.leads for select to authenticated
  using (
    (select public.has_permission('leads.view'))
    and (
      (select public.crm_sees_all())
      or owner_id = (select public.current_staff_id())
      or campaign_id = any ((select public.my_campaign_ids())::uuid[])
    )
  );
create policy leads_insert on public.leads for insert to authenticated
  with check ((select public.has_permission('leads.add')));
create policy leads_update on public.leads for update to authenticated
  using (
    (select public.has_permission('leads.edit'))
    and (
      (select public.crm_sees_all())
      or owner_id = (select public.current_staff_id())
      or campaign_id = any ((select public.my_campaign_ids())::uuid[])
    )
  )
  with check ((select public.has_permission('leads.edit')));
create policy leads_delete on public.leads for delete to authenticated
  using (
    (select public.has_permission('leads.delete'))
    and (
      (select public.crm_sees_all())
      or owner_id = (select public.current_staff_id())
      or campaign_id = any ((select public.my_campaign_ids())::uuid[])
    )
  );

-- Follow-ups and deals go with their lead.
create policy lead_follow_ups_read on public.lead_follow_ups for select to authenticated
  using ((select public.has_permission('leads.view')) and ((select public.crm_sees_all()) or public.lead_is_mine(lead_id)));
create policy lead_follow_ups_insert on public.lead_follow_ups for insert to authenticated
  with check ((select public.has_permission('leads.edit')) and public.can_see_lead(lead_id));
create policy lead_follow_ups_update on public.lead_follow_ups for update to authenticated
  using ((select public.has_permission('leads.edit')) and public.can_see_lead(lead_id))
  with check ((select public.has_permission('leads.edit')) and public.can_see_lead(lead_id));
create policy lead_follow_ups_delete on public.lead_follow_ups for delete to authenticated
  using ((select public.has_permission('leads.delete')) and public.can_see_lead(lead_id));

create policy deals_read on public.deals for select to authenticated
  using (
    (select public.has_permission('leads.view'))
    and ((select public.crm_sees_all()) or owner_id = (select public.current_staff_id()) or public.lead_is_mine(lead_id))
  );
create policy deals_insert on public.deals for insert to authenticated
  with check ((select public.has_permission('deals.manage')) and public.can_see_lead(lead_id));
create policy deals_update on public.deals for update to authenticated
  using (
    (select public.has_permission('deals.manage'))
    and ((select public.crm_sees_all()) or owner_id = (select public.current_staff_id()) or public.lead_is_mine(lead_id))
  )
  with check ((select public.has_permission('deals.manage')) and public.can_see_lead(lead_id));
create policy deals_delete on public.deals for delete to authenticated
  using ((select public.has_permission('deals.manage')) and public.can_see_lead(lead_id));

-- Appointments: your own (whatever your role: a designer's site visit), those of leads you see,
-- everyone's for leads.assign. Booking one for a lead needs that lead to be yours to see.
create policy appointments_read on public.appointments for select to authenticated
  using (
    assignee_id = (select public.current_staff_id())
    or (
      (select public.has_permission('leads.view'))
      and ((select public.crm_sees_all()) or (lead_id is not null and public.lead_is_mine(lead_id)))
    )
  );
create policy appointments_insert on public.appointments for insert to authenticated
  with check (
    (select public.has_permission('appointments.manage'))
    and (lead_id is null or public.can_see_lead(lead_id))
  );
create policy appointments_update on public.appointments for update to authenticated
  using (
    (select public.has_permission('appointments.manage'))
    and (
      assignee_id = (select public.current_staff_id())
      or (select public.crm_sees_all())
      or (lead_id is not null and public.can_see_lead(lead_id))
    )
  )
  with check (
    (select public.has_permission('appointments.manage'))
    and (lead_id is null or public.can_see_lead(lead_id))
  );
-- Whoever an appointment is assigned to records how it went, whatever their role.
create policy appointments_assignee_update on public.appointments for update to authenticated
  using (assignee_id = (select public.current_staff_id()))
  with check (assignee_id = (select public.current_staff_id()));
create policy appointments_delete on public.appointments for delete to authenticated
  using (
    (select public.has_permission('appointments.manage'))
    and (
      assignee_id = (select public.current_staff_id())
      or (select public.crm_sees_all())
      or (lead_id is not null and public.can_see_lead(lead_id))
    )
  );

-- Companies, contacts and clients: projects and orders name them, so project staff read them too.
do $$
declare
  v_table text;
begin
  foreach v_table in array array['companies', 'contacts', 'clients'] loop
    execute format(
      'create policy %I on public.%I for select to authenticated using ((select public.has_permission(%L)) or (select public.has_permission(%L)))',
      v_table || '_read', v_table, 'leads.view', 'projects.view');
    execute format(
      'create policy %I on public.%I for insert to authenticated with check ((select public.has_permission(%L)))',
      v_table || '_insert', v_table, 'leads.edit');
    execute format(
      'create policy %I on public.%I for update to authenticated using ((select public.has_permission(%L))) with check ((select public.has_permission(%L)))',
      v_table || '_update', v_table, 'leads.edit', 'leads.edit');
    execute format(
      'create policy %I on public.%I for delete to authenticated using ((select public.has_permission(%L)))',
      v_table || '_delete', v_table, 'leads.delete');
  end loop;
end;
$$;

-- A follow-up's comment is a note, not a document.
alter table public.lead_follow_ups
  add constraint lead_follow_ups_comment_length_check check (comment is null or length(comment) <= 4000);

-- ---------------------------------------------------------------------------------------------
-- Read models
-- ---------------------------------------------------------------------------------------------
create view public.leads_list with (security_invoker = true) as
select
  l.*,
  o.name as owner_name,
  c.name as campaign_name,
  st.name as stage_name,
  st.colour as stage_colour,
  st.position as stage_position,
  su.name as status_name,
  su.colour as status_colour,
  f.last_follow_up_at,
  coalesce(f.follow_up_count, 0)::integer as follow_up_count
from public.leads l
left join public.staff o on o.id = l.owner_id
left join public.campaigns c on c.id = l.campaign_id
left join public.lead_stages st on st.id = l.stage_id
left join public.lead_statuses su on su.id = l.status_id
left join (
  select fu.lead_id, max(fu.follow_up_at) as last_follow_up_at, count(*) as follow_up_count
    from public.lead_follow_ups fu
   group by fu.lead_id
) f on f.lead_id = l.id;

create view public.lead_follow_ups_list with (security_invoker = true) as
select
  fu.*,
  b.name as by_name,
  st.name as stage_name,
  st.colour as stage_colour,
  su.name as status_name,
  su.colour as status_colour
from public.lead_follow_ups fu
left join public.staff b on b.id = fu.by_staff_id
left join public.lead_stages st on st.id = fu.stage_id
left join public.lead_statuses su on su.id = fu.status_id;

grant select on public.leads_list, public.lead_follow_ups_list to authenticated;
revoke all on public.leads_list, public.lead_follow_ups_list from anon;

-- ---------------------------------------------------------------------------------------------
-- Working the list: bulk changes and logging a follow-up, each one statement of the caller's
-- (SECURITY INVOKER: the policies and the allocation trigger apply as to any update).
-- ---------------------------------------------------------------------------------------------
create or replace function public.bulk_update_leads(p_ids uuid[], p_changes jsonb)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_key text;
  v_count integer;
begin
  if p_changes is null or jsonb_typeof(p_changes) <> 'object' or p_changes = '{}'::jsonb then
    raise exception 'Say what to change' using errcode = '22023';
  end if;
  for v_key in select jsonb_object_keys(p_changes) loop
    if v_key not in ('owner_id', 'stage_id', 'status_id', 'campaign_id') then
      raise exception 'A bulk change cannot set %', v_key using errcode = '22023';
    end if;
  end loop;
  if (p_changes ? 'stage_id' and p_changes ->> 'stage_id' is null)
     or (p_changes ? 'status_id' and p_changes ->> 'status_id' is null) then
    raise exception 'A lead always has a stage and a status' using errcode = '22023';
  end if;

  update public.leads l
     set owner_id = case when p_changes ? 'owner_id' then (p_changes ->> 'owner_id')::uuid else l.owner_id end,
         stage_id = case when p_changes ? 'stage_id' then (p_changes ->> 'stage_id')::uuid else l.stage_id end,
         status_id = case when p_changes ? 'status_id' then (p_changes ->> 'status_id')::uuid else l.status_id end,
         campaign_id = case when p_changes ? 'campaign_id' then (p_changes ->> 'campaign_id')::uuid else l.campaign_id end
   where l.id = any (p_ids);
  get diagnostics v_count = row_count;
  return v_count;
end;
$$;

create or replace function public.log_follow_up(
  p_lead_id uuid,
  p_stage_id uuid default null,
  p_status_id uuid default null,
  p_comment text default null,
  p_next_follow_up_at timestamptz default null
)
returns public.lead_follow_ups
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_lead public.leads;
  v_follow_up public.lead_follow_ups;
begin
  -- A minute's grace: the form picks whole minutes, and "now" has moved on by the time it saves.
  if p_next_follow_up_at is not null and p_next_follow_up_at < now() - interval '1 minute' then
    raise exception 'The next follow-up cannot be in the past';
  end if;
  if p_comment is not null and length(p_comment) > 4000 then
    raise exception 'The comment is longer than 4000 characters';
  end if;

  update public.leads l
     set stage_id = coalesce(p_stage_id, l.stage_id),
         status_id = coalesce(p_status_id, l.status_id),
         next_follow_up_at = p_next_follow_up_at
   where l.id = p_lead_id
  returning l.* into v_lead;
  if v_lead.id is null then
    raise exception 'This lead is not yours to follow up' using errcode = '42501';
  end if;

  insert into public.lead_follow_ups (lead_id, follow_up_at, stage_id, status_id, comment, by_staff_id)
  values (p_lead_id, now(), v_lead.stage_id, v_lead.status_id, nullif(btrim(coalesce(p_comment, '')), ''),
          public.current_staff_id())
  returning * into v_follow_up;
  return v_follow_up;
end;
$$;

revoke execute on function public.bulk_update_leads(uuid[], jsonb),
  public.log_follow_up(uuid, uuid, uuid, text, timestamptz) from public, anon;
grant execute on function public.bulk_update_leads(uuid[], jsonb),
  public.log_follow_up(uuid, uuid, uuid, text, timestamptz) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Message templates for the Call / WhatsApp / E-mail buttons
-- ---------------------------------------------------------------------------------------------
create type public.message_template_kind as enum ('whatsapp', 'email');

create table public.message_templates (
  id uuid primary key default gen_random_uuid(),
  kind public.message_template_kind not null,
  name text not null constraint message_templates_name_check check (length(btrim(name)) between 1 and 160),
  -- E-mails have a subject line; WhatsApp messages do not.
  subject text constraint message_templates_subject_length_check check (subject is null or length(btrim(subject)) between 1 and 200),
  body text not null constraint message_templates_body_check check (length(btrim(body)) between 1 and 4000),
  active boolean not null default true,
  position smallint not null default 0 constraint message_templates_position_check check (position >= 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint message_templates_kind_name_key unique (kind, name),
  constraint message_templates_subject_check check ((kind = 'email') = (subject is not null)),
  -- Only the placeholders the buttons can fill: {name} {company} {owner} {phone}.
  constraint message_templates_placeholders_check check (
    regexp_replace(body || coalesce(subject, ''), '\{(name|company|owner|phone)\}', '', 'g') !~ '\{[A-Za-z_]*\}'
  )
);

select public.track_changes('public.message_templates');

alter table public.message_templates enable row level security;
create policy message_templates_read on public.message_templates for select to authenticated
  using ((select public.has_permission('leads.view')));
create policy message_templates_write on public.message_templates for all to authenticated
  using ((select public.has_permission('crm_settings.manage')))
  with check ((select public.has_permission('crm_settings.manage')));

grant select, insert, update, delete on public.message_templates to authenticated;
revoke all on public.message_templates from anon;

-- As 20261121001900 does for every relation: no TRUNCATE, REFERENCES or TRIGGER for clients, and
-- the read models are read-only.
revoke truncate, references, trigger on public.message_templates from anon, authenticated;
revoke insert, update, delete, truncate, references, trigger on public.leads_list, public.lead_follow_ups_list
  from authenticated;
