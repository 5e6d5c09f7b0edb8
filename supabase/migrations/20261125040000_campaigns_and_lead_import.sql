-- Campaigns and the CSV lead import, plus the CRM settings' ordering and guarded deletes.
-- * campaign_summaries: one row per campaign the caller may see, with its owner's and agents' names
--   and its (visible) leads counted per stage, for the campaigns list and a campaign's funnel.
-- * save_campaign: the campaign and its agents in one transaction, guarded by the row's version.
-- * set_campaign_agents: campaign_agents has a composite key, so it is written here, as set_staff_roles.
-- * import_leads: one call, one transaction: validates each row, applies the campaign's duplicate-lead
--   policy against the campaign's existing leads and within the file, and answers with the counts and
--   the rejected and duplicate rows (with a reason each). All functions are security invoker, so the
--   caller's row-level security applies to every read and write, and each asks has_permission first.
-- * reorder_lead_stages / reorder_lead_statuses and delete_lead_stage / delete_lead_status.

alter table public.campaigns
  add constraint campaigns_description_length_check check (length(description) <= 4000);

create view public.campaign_summaries with (security_invoker = true) as
select
  c.id,
  c.name,
  c.pipeline,
  c.owner_id,
  o.name as owner_name,
  c.priority,
  c.duplicate_lead_policy,
  c.status,
  c.start_date,
  c.end_date,
  c.budget,
  c.description,
  c.created_at,
  c.updated_at,
  c.version,
  coalesce(a.agent_ids, '{}') as agent_ids,
  coalesce(a.agent_names, '{}') as agent_names,
  coalesce(l.lead_count, 0) as lead_count,
  coalesce(l.won_count, 0) as won_count,
  coalesce(l.stage_counts, '{}'::jsonb) as stage_counts
from public.campaigns c
left join public.staff o on o.id = c.owner_id
left join lateral (
  select array_agg(s.id order by s.name) as agent_ids, array_agg(s.name order by s.name) as agent_names
    from public.campaign_agents ca
    join public.staff s on s.id = ca.staff_id
   where ca.campaign_id = c.id
) a on true
left join lateral (
  select sum(x.n)::integer as lead_count,
         coalesce(sum(x.n) filter (where x.is_won), 0)::integer as won_count,
         jsonb_object_agg(x.stage_id, x.n) as stage_counts
    from (
      select ld.stage_id, st.is_won, count(*)::integer as n
        from public.leads ld
        join public.lead_stages st on st.id = ld.stage_id
       where ld.campaign_id = c.id
       group by ld.stage_id, st.is_won
    ) x
) l on true;
comment on view public.campaign_summaries is
  'Campaigns with owner and agent names and their leads counted per stage (the caller''s visible leads).';

grant select on public.campaign_summaries to authenticated;
revoke all on public.campaign_summaries from anon;

create or replace function public.set_campaign_agents(p_campaign_id uuid, p_staff_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  if not public.has_permission('campaigns.manage') then
    raise exception 'Choosing a campaign''s agents needs the campaigns.manage permission' using errcode = '42501';
  end if;
  if exists (
    select 1
      from unnest(coalesce(p_staff_ids, '{}')) as a(staff_id)
     where not exists (
       select 1 from public.staff s where s.id = a.staff_id and s.active and s.designation = 'sales'
     )
  ) then
    raise exception 'Agents must be active sales staff' using errcode = 'P0001';
  end if;
  delete from public.campaign_agents ca
   where ca.campaign_id = p_campaign_id and not (ca.staff_id = any (coalesce(p_staff_ids, '{}')));
  insert into public.campaign_agents (campaign_id, staff_id)
  select distinct p_campaign_id, a.staff_id from unnest(coalesce(p_staff_ids, '{}')) as a(staff_id)
  on conflict (campaign_id, staff_id) do nothing;
end;
$$;

-- p_id null creates; otherwise every field of p_values replaces the stored one if the row still has
-- p_version (else 40001, which the DataSource reports as a conflict). p_agent_ids null leaves the
-- agents as they are.
create or replace function public.save_campaign(p_id uuid, p_version integer, p_values jsonb, p_agent_ids uuid[])
returns public.campaigns
language plpgsql
set search_path = ''
as $$
declare
  v_row public.campaigns;
  v_current integer;
begin
  if not public.has_permission('campaigns.manage') then
    raise exception 'Creating and changing campaigns needs the campaigns.manage permission' using errcode = '42501';
  end if;
  if p_id is null then
    insert into public.campaigns (
      name, pipeline, owner_id, priority, duplicate_lead_policy, status, start_date, end_date, budget, description)
    values (
      btrim(p_values ->> 'name'),
      btrim(p_values ->> 'pipeline'),
      nullif(p_values ->> 'owner_id', '')::uuid,
      coalesce(nullif(p_values ->> 'priority', ''), 'medium')::public.priority,
      coalesce(nullif(p_values ->> 'duplicate_lead_policy', ''), 'skip')::public.duplicate_lead_policy,
      coalesce(nullif(p_values ->> 'status', ''), 'planned')::public.campaign_status,
      nullif(p_values ->> 'start_date', '')::date,
      nullif(p_values ->> 'end_date', '')::date,
      nullif(p_values ->> 'budget', '')::numeric,
      nullif(btrim(p_values ->> 'description'), ''))
    returning * into v_row;
  else
    update public.campaigns c
       set name = btrim(p_values ->> 'name'),
           pipeline = btrim(p_values ->> 'pipeline'),
           owner_id = nullif(p_values ->> 'owner_id', '')::uuid,
           priority = coalesce(nullif(p_values ->> 'priority', ''), 'medium')::public.priority,
           duplicate_lead_policy =
             coalesce(nullif(p_values ->> 'duplicate_lead_policy', ''), 'skip')::public.duplicate_lead_policy,
           status = coalesce(nullif(p_values ->> 'status', ''), 'planned')::public.campaign_status,
           start_date = nullif(p_values ->> 'start_date', '')::date,
           end_date = nullif(p_values ->> 'end_date', '')::date,
           budget = nullif(p_values ->> 'budget', '')::numeric,
           description = nullif(btrim(p_values ->> 'description'), '')
     where c.id = p_id and c.version = p_version
    returning * into v_row;
    if not found then
      select c.version into v_current from public.campaigns c where c.id = p_id;
      if found then
        raise exception 'This campaign was changed by someone else (version %, you had %)', v_current, p_version
          using errcode = '40001';
      end if;
      raise exception 'No campaign % that you may change', p_id using errcode = '42501';
    end if;
  end if;
  if p_agent_ids is not null then
    perform public.set_campaign_agents(v_row.id, p_agent_ids);
  end if;
  return v_row;
end;
$$;

-- Rows are JSON objects with the lead fields as text (name, phone, email, company_name, city, state,
-- pincode, source, interest, estimated_value, notes) and optionally `row`, the file's row number
-- that the answer refers back to. Phones are compared by their last 10 digits, e-mails in lower case.
-- New leads start at the first open stage and the first status, owned by the importer (or, under
-- assign_to_existing_owner, by the duplicate's owner).
create or replace function public.import_leads(p_campaign_id uuid, p_rows jsonb)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_policy public.duplicate_lead_policy;
  v_stage uuid;
  v_status uuid;
  v_me uuid := public.current_staff_id();
  v_result jsonb;
begin
  if not public.has_permission('leads.import') then
    raise exception 'Importing leads needs the leads.import permission' using errcode = '42501';
  end if;
  if p_rows is null or jsonb_typeof(p_rows) <> 'array' then
    raise exception 'The rows to import must be a JSON array' using errcode = '22023';
  end if;
  if jsonb_array_length(p_rows) > 20000 then
    raise exception 'At most 20,000 rows can be imported at once' using errcode = '22023';
  end if;
  select c.duplicate_lead_policy into v_policy from public.campaigns c where c.id = p_campaign_id;
  if not found then
    raise exception 'No campaign % that you may see', p_campaign_id using errcode = 'P0001';
  end if;
  select s.id into v_stage from public.lead_stages s where not s.is_closed order by s.position, s.name limit 1;
  select s.id into v_status from public.lead_statuses s order by s.position, s.name limit 1;
  if v_stage is null or v_status is null then
    raise exception 'Set up lead stages and statuses before importing' using errcode = 'P0001';
  end if;

  with src as (
    select
      e.ord::integer as ord,
      case when e.value ->> 'row' ~ '^[0-9]{1,9}$' then (e.value ->> 'row')::integer else e.ord::integer end as row_no,
      nullif(btrim(e.value ->> 'name'), '') as name,
      nullif(btrim(e.value ->> 'phone'), '') as phone_raw,
      nullif(lower(btrim(e.value ->> 'email')), '') as email,
      nullif(btrim(e.value ->> 'company_name'), '') as company_name,
      nullif(btrim(e.value ->> 'city'), '') as city,
      nullif(btrim(e.value ->> 'state'), '') as state,
      nullif(btrim(e.value ->> 'pincode'), '') as pincode,
      nullif(lower(btrim(e.value ->> 'source')), '') as source,
      nullif(btrim(e.value ->> 'interest'), '') as interest,
      nullif(btrim(e.value ->> 'estimated_value'), '') as estimated_value,
      nullif(btrim(e.value ->> 'notes'), '') as notes,
      regexp_replace(coalesce(e.value ->> 'phone', ''), '[^0-9]', '', 'g') as phone_digits
    from jsonb_array_elements(p_rows) with ordinality as e(value, ord)
  ),
  checked as (
    select
      s.*,
      case when s.phone_raw is not null then right(s.phone_digits, 10) end as phone10,
      case
        when s.name is null then 'Name is missing'
        when length(s.name) > 120 then 'Name is longer than 120 characters'
        when s.phone_raw is null and s.email is null then 'A phone number or an e-mail is needed'
        when s.phone_raw is not null
             and not (s.phone_raw ~ '^\+?[0-9 ()-]+$' and s.phone_digits ~ '^(91|0)?[6-9][0-9]{9}$')
          then 'Phone is not a 10-digit Indian mobile number'
        when s.email is not null and s.email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'
          then 'E-mail is not a valid address'
        when s.pincode is not null and s.pincode !~ '^[1-9][0-9]{5}$'
          then 'Pincode must be 6 digits and not start with 0'
        when s.source is not null and not (s.source = any (enum_range(null::public.lead_source)::text[]))
          then 'Unknown source'
        when s.estimated_value is not null and s.estimated_value !~ '^[0-9]{1,12}(\.[0-9]{1,2})?$'
          then 'Estimated value must be an amount in rupees'
        when length(s.company_name) > 160 or length(s.city) > 160 or length(s.state) > 160
             or length(s.interest) > 160
          then 'A field is longer than 160 characters'
        when length(s.notes) > 4000 then 'Notes are longer than 4000 characters'
      end as reason
    from src s
  ),
  keyed as (
    select
      v.*,
      least(
        case when v.phone10 is not null then min(v.ord) over (partition by v.phone10) end,
        case when v.email is not null then min(v.ord) over (partition by v.email) end
      ) as root_ord
    from checked v
    where v.reason is null
  ),
  existing as (
    select
      l.id, l.owner_id, l.name, l.created_at, l.email,
      case when length(regexp_replace(coalesce(l.phone, ''), '[^0-9]', '', 'g')) >= 10
           then right(regexp_replace(l.phone, '[^0-9]', '', 'g'), 10) end as phone10
    from public.leads l
    where l.campaign_id = p_campaign_id
  ),
  by_phone as (
    select distinct on (x.phone10) x.phone10, x.id, x.owner_id, x.name
      from existing x where x.phone10 is not null order by x.phone10, x.created_at, x.id
  ),
  by_email as (
    select distinct on (x.email) x.email, x.id, x.owner_id, x.name
      from existing x where x.email is not null order by x.email, x.created_at, x.id
  ),
  matched as (
    select
      k.*,
      coalesce(bp.id, be.id) as existing_id,
      case when bp.id is not null then bp.owner_id else be.owner_id end as existing_owner,
      coalesce(bp.name, be.name) as existing_name
    from keyed k
    left join by_phone bp on bp.phone10 = k.phone10
    left join by_email be on be.email = k.email
  ),
  classified as (
    select
      m.*,
      coalesce(m.existing_id, r.existing_id) as target_id,
      case when m.existing_id is not null then m.existing_owner else r.existing_owner end as target_owner,
      coalesce(m.existing_name, r.existing_name) as target_name,
      r.ord as file_root,
      r.row_no as root_row_no
    from matched m
    left join matched r on r.ord = m.root_ord and m.root_ord < m.ord
  ),
  outcome as (
    select
      c.*,
      case
        when v_policy in ('allow', 'assign_to_existing_owner') then 'insert'
        when c.target_id is not null then case when v_policy = 'merge' then 'merge_existing' else 'duplicate' end
        when c.file_root is not null then case when v_policy = 'merge' then 'merge_file' else 'duplicate' end
        else 'insert'
      end as action
    from classified c
  ),
  -- Later rows merged into an earlier row of the file fill that row's empty fields, first one first.
  fill as (
    select
      o.file_root as ord,
      (array_agg(o.phone10 order by o.ord) filter (where o.phone10 is not null))[1] as phone10,
      (array_agg(o.email order by o.ord) filter (where o.email is not null))[1] as email,
      (array_agg(o.company_name order by o.ord) filter (where o.company_name is not null))[1] as company_name,
      (array_agg(o.city order by o.ord) filter (where o.city is not null))[1] as city,
      (array_agg(o.state order by o.ord) filter (where o.state is not null))[1] as state,
      (array_agg(o.pincode order by o.ord) filter (where o.pincode is not null))[1] as pincode,
      (array_agg(o.source order by o.ord) filter (where o.source is not null))[1] as source,
      (array_agg(o.interest order by o.ord) filter (where o.interest is not null))[1] as interest,
      (array_agg(o.estimated_value order by o.ord) filter (where o.estimated_value is not null))[1] as estimated_value,
      (array_agg(o.notes order by o.ord) filter (where o.notes is not null))[1] as notes
    from outcome o
    where o.action = 'merge_file'
    group by o.file_root
  ),
  merge_into as (
    select
      o.target_id as id,
      (array_agg(o.phone10 order by o.ord) filter (where o.phone10 is not null))[1] as phone10,
      (array_agg(o.email order by o.ord) filter (where o.email is not null))[1] as email,
      (array_agg(o.company_name order by o.ord) filter (where o.company_name is not null))[1] as company_name,
      (array_agg(o.city order by o.ord) filter (where o.city is not null))[1] as city,
      (array_agg(o.state order by o.ord) filter (where o.state is not null))[1] as state,
      (array_agg(o.pincode order by o.ord) filter (where o.pincode is not null))[1] as pincode,
      (array_agg(o.interest order by o.ord) filter (where o.interest is not null))[1] as interest,
      (array_agg(o.estimated_value order by o.ord) filter (where o.estimated_value is not null))[1] as estimated_value,
      (array_agg(o.notes order by o.ord) filter (where o.notes is not null))[1] as notes
    from outcome o
    where o.action = 'merge_existing'
    group by o.target_id
  ),
  inserted as (
    insert into public.leads (
      name, phone, email, company_name, city, state, pincode, source, campaign_id, owner_id, stage_id, status_id,
      interest, estimated_value, notes)
    select
      o.name,
      '+91 ' || coalesce(o.phone10, f.phone10),
      coalesce(o.email, f.email),
      coalesce(o.company_name, f.company_name),
      coalesce(o.city, f.city),
      coalesce(o.state, f.state),
      coalesce(o.pincode, f.pincode),
      coalesce(o.source, f.source, 'other')::public.lead_source,
      p_campaign_id,
      case when v_policy = 'assign_to_existing_owner' and o.target_id is not null
           then coalesce(o.target_owner, v_me) else v_me end,
      v_stage,
      v_status,
      coalesce(o.interest, f.interest),
      coalesce(o.estimated_value, f.estimated_value)::numeric,
      coalesce(o.notes, f.notes)
    from outcome o
    left join fill f on f.ord = o.ord
    where o.action = 'insert'
    order by o.ord
    returning 1
  ),
  merged as (
    update public.leads l
       set phone = coalesce(l.phone, '+91 ' || m.phone10),
           email = coalesce(l.email, m.email),
           company_name = coalesce(nullif(l.company_name, ''), m.company_name),
           city = coalesce(nullif(l.city, ''), m.city),
           state = coalesce(nullif(l.state, ''), m.state),
           pincode = coalesce(l.pincode, m.pincode),
           interest = coalesce(nullif(l.interest, ''), m.interest),
           estimated_value = coalesce(l.estimated_value, m.estimated_value::numeric),
           notes = coalesce(nullif(l.notes, ''), m.notes)
      from merge_into m
     where l.id = m.id
       and ((l.phone is null and m.phone10 is not null) or (l.email is null and m.email is not null)
         or (nullif(l.company_name, '') is null and m.company_name is not null)
         or (nullif(l.city, '') is null and m.city is not null)
         or (nullif(l.state, '') is null and m.state is not null)
         or (l.pincode is null and m.pincode is not null)
         or (nullif(l.interest, '') is null and m.interest is not null)
         or (l.estimated_value is null and m.estimated_value is not null)
         or (nullif(l.notes, '') is null and m.notes is not null))
    returning 1
  )
  select jsonb_build_object(
    'imported', (select count(*) from outcome o where o.action = 'insert'),
    'merged', (select count(*) from outcome o where o.action in ('merge_existing', 'merge_file')),
    'duplicates', (select count(*) from outcome o where o.action = 'duplicate'),
    'rejected', (select count(*) from checked c where c.reason is not null),
    'leads_inserted', (select count(*) from inserted),
    'leads_updated', (select count(*) from merged),
    'rejected_rows', coalesce((
      select jsonb_agg(jsonb_build_object('row', c.row_no, 'reason', c.reason) order by c.ord)
        from checked c where c.reason is not null), '[]'::jsonb),
    'duplicate_rows', coalesce((
      select jsonb_agg(jsonb_build_object(
               'row', o.row_no,
               'reason', case when o.target_id is not null then 'Duplicate of the existing lead ' || o.target_name
                              else 'Duplicate of row ' || o.root_row_no || ' in this file' end) order by o.ord)
        from outcome o where o.action = 'duplicate'), '[]'::jsonb)
  ) into v_result;
  return v_result;
end;
$$;

-- The order shown in the settings and on the funnel: p_ids is every stage (status), first to last.
create or replace function public.reorder_lead_stages(p_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  if not public.has_permission('crm_settings.manage') then
    raise exception 'Reordering lead stages needs the crm_settings.manage permission' using errcode = '42501';
  end if;
  if coalesce(cardinality(p_ids), 0) <> (select count(*) from public.lead_stages)
     or (select count(distinct x) from unnest(p_ids) as x) <> cardinality(p_ids)
     or exists (select 1 from unnest(p_ids) as x where not exists (select 1 from public.lead_stages s where s.id = x)) then
    raise exception 'The new order must name every lead stage once' using errcode = '22023';
  end if;
  update public.lead_stages s
     set position = o.ord
    from unnest(p_ids) with ordinality as o(id, ord)
   where s.id = o.id and s.position <> o.ord;
end;
$$;

create or replace function public.reorder_lead_statuses(p_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
begin
  if not public.has_permission('crm_settings.manage') then
    raise exception 'Reordering lead statuses needs the crm_settings.manage permission' using errcode = '42501';
  end if;
  if coalesce(cardinality(p_ids), 0) <> (select count(*) from public.lead_statuses)
     or (select count(distinct x) from unnest(p_ids) as x) <> cardinality(p_ids)
     or exists (select 1 from unnest(p_ids) as x where not exists (select 1 from public.lead_statuses s where s.id = x)) then
    raise exception 'The new order must name every lead status once' using errcode = '22023';
  end if;
  update public.lead_statuses s
     set position = o.ord
    from unnest(p_ids) with ordinality as o(id, ord)
   where s.id = o.id and s.position <> o.ord;
end;
$$;

-- A stage or status in use stays: the refusal says how many leads (or follow-ups) use it, counted
-- over every lead, not only those the caller sees (security definer for the count; the permission
-- is checked first).
create or replace function public.delete_lead_stage(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_leads integer;
  v_follow_ups integer;
begin
  if not public.has_permission('crm_settings.manage') then
    raise exception 'Deleting lead stages needs the crm_settings.manage permission' using errcode = '42501';
  end if;
  select count(*) into v_leads from public.leads l where l.stage_id = p_id;
  if v_leads > 0 then
    raise exception '% % this stage: move them to another stage first', v_leads,
      case when v_leads = 1 then 'lead uses' else 'leads use' end
      using errcode = 'P0001', detail = json_build_object('leads', v_leads)::text;
  end if;
  select count(*) into v_follow_ups from public.lead_follow_ups f where f.stage_id = p_id;
  if v_follow_ups > 0 then
    raise exception '% % this stage in their history: rename it instead', v_follow_ups,
      case when v_follow_ups = 1 then 'follow-up records' else 'follow-ups record' end
      using errcode = 'P0001', detail = json_build_object('follow_ups', v_follow_ups)::text;
  end if;
  delete from public.lead_stages s where s.id = p_id;
end;
$$;

create or replace function public.delete_lead_status(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_leads integer;
  v_follow_ups integer;
begin
  if not public.has_permission('crm_settings.manage') then
    raise exception 'Deleting lead statuses needs the crm_settings.manage permission' using errcode = '42501';
  end if;
  select count(*) into v_leads from public.leads l where l.status_id = p_id;
  if v_leads > 0 then
    raise exception '% % this status: move them to another status first', v_leads,
      case when v_leads = 1 then 'lead uses' else 'leads use' end
      using errcode = 'P0001', detail = json_build_object('leads', v_leads)::text;
  end if;
  select count(*) into v_follow_ups from public.lead_follow_ups f where f.status_id = p_id;
  if v_follow_ups > 0 then
    raise exception '% % this status in their history: rename it instead', v_follow_ups,
      case when v_follow_ups = 1 then 'follow-up records' else 'follow-ups record' end
      using errcode = 'P0001', detail = json_build_object('follow_ups', v_follow_ups)::text;
  end if;
  delete from public.lead_statuses s where s.id = p_id;
end;
$$;

-- Designations in use, with how many active staff hold each (CRM settings shows them read-only).
create view public.staff_designation_counts with (security_invoker = true) as
select s.designation, count(*)::integer as staff_count
  from public.staff s
 where s.active
 group by s.designation;

grant select on public.staff_designation_counts to authenticated;
revoke all on public.staff_designation_counts from anon;

revoke execute on function
  public.set_campaign_agents(uuid, uuid[]),
  public.save_campaign(uuid, integer, jsonb, uuid[]),
  public.import_leads(uuid, jsonb),
  public.reorder_lead_stages(uuid[]),
  public.reorder_lead_statuses(uuid[]),
  public.delete_lead_stage(uuid),
  public.delete_lead_status(uuid)
  from public, anon;
grant execute on function
  public.set_campaign_agents(uuid, uuid[]),
  public.save_campaign(uuid, integer, jsonb, uuid[]),
  public.import_leads(uuid, jsonb),
  public.reorder_lead_stages(uuid[]),
  public.reorder_lead_statuses(uuid[]),
  public.delete_lead_stage(uuid),
  public.delete_lead_status(uuid)
  to authenticated;
