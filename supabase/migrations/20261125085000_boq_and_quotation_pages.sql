-- The BOQ and quotation pages (issue 12) on the commercials schema of 20261121001600:
--   boq_lines                 BOQ lines with their client and budget amounts and, when a sent or
--                             approved quotation uses a line, that quotation (the line is locked);
--   boq_items_locked_*        triggers: a locked line's content cannot change and it cannot be
--                             deleted (its status may still move along, e.g. to executed);
--   boq_totals(project)       client amount, budget amount and margin per room and for the project,
--                             the one definition the page shows (not summed in the browser);
--   create_quotation_from_boq_lines(project, lines, ...)
--                             a quotation from the BOQ lines a person selected;
--   set_quotation_terms(...)  margin, discount and validity of a draft, applied to its lines too,
--                             with the version the editor loaded (a stale one is a conflict);
--   quotation_tax(id)         quotation_totals plus the GST split: CGST + SGST when the client is in
--                             the org's state, IGST otherwise;
--   quotations_list, quotation_lines_list
--                             read models naming the project, the client and each line's room.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- ---------------------------------------------------------------------------------------------
-- Which sent or approved quotation uses a BOQ line (approved first, then the latest sent).
-- ---------------------------------------------------------------------------------------------
create or replace function public.boq_item_lock(p_boq_item_id uuid)
returns table (quotation_id uuid, reference text, status public.quotation_status)
language sql
stable
security definer
set search_path = ''
as $$
  select q.id,
         q.number || case when q.revision > 1 then ' R' || q.revision else '' end,
         q.status
    from public.quotation_lines l
    join public.quotations q on q.id = l.quotation_id
   where l.boq_item_id = p_boq_item_id
     and q.status in ('sent', 'approved')
   order by (q.status = 'approved') desc, q.revision desc, q.issue_date desc
   limit 1;
$$;
revoke execute on function public.boq_item_lock(uuid) from public, anon;
grant execute on function public.boq_item_lock(uuid) to authenticated;

create or replace function public.guard_locked_boq_item()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_lock record;
  v_free_columns text[] := array['status', 'updated_at', 'version'];
begin
  if tg_op = 'UPDATE' and (to_jsonb(new) - v_free_columns) = (to_jsonb(old) - v_free_columns) then
    return new;
  end if;
  select * into v_lock from public.boq_item_lock(old.id);
  if v_lock.quotation_id is not null then
    raise exception 'BOQ line % is used by quotation % (%): revise the quotation instead of changing the line',
      old.item_code, v_lock.reference, v_lock.status
      using errcode = 'check_violation', constraint = 'boq_items_locked';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

-- Deleting is checked before the row goes (after it, the foreign key's "on delete set null" would
-- already have cut the quotation line's link); changing is checked after the row's own check
-- constraints, so a bad value is still refused by its constraint's name first.
create trigger boq_items_locked_delete
  before delete on public.boq_items
  for each row execute function public.guard_locked_boq_item();
create trigger boq_items_locked_update
  after update on public.boq_items
  for each row execute function public.guard_locked_boq_item();

-- ---------------------------------------------------------------------------------------------
-- Read model: BOQ lines with amounts and their lock
-- ---------------------------------------------------------------------------------------------
create view public.boq_lines with (security_invoker = true) as
select
  b.id,
  b.project_id,
  b.room,
  b.position,
  b.item_code,
  b.trade_category,
  b.item_type,
  b.description,
  b.length_mm,
  b.breadth_mm,
  b.height_mm,
  b.quantity,
  b.unit,
  b.client_rate,
  b.budget_rate,
  b.hsn,
  b.gst_rate,
  b.discount_percent,
  b.status,
  b.notes,
  round(b.quantity * b.client_rate * (1 - b.discount_percent / 100), 2) as client_amount,
  round(b.quantity * b.budget_rate, 2) as budget_amount,
  k.quotation_id as locked_by_quotation_id,
  k.reference as locked_by_reference,
  k.status as locked_by_status,
  b.created_at,
  b.updated_at,
  b.version
from public.boq_items b
left join lateral public.boq_item_lock(b.id) k on true;

grant select on public.boq_lines to authenticated;
revoke all on public.boq_lines from anon;
revoke insert, update, delete, truncate, references, trigger on public.boq_lines from authenticated;

-- Client amount = quantity x client rate less the line's discount; budget amount = quantity x
-- budget rate; margin = client - budget; margin % of the client amount. Cancelled lines count
-- nowhere. Rooms in name order, then the project's figures.
create or replace function public.boq_totals(p_project_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with lines as (
    select b.room,
           round(b.quantity * b.client_rate * (1 - b.discount_percent / 100), 2) as client_amount,
           round(b.quantity * b.budget_rate, 2) as budget_amount
      from public.boq_items b
     where b.project_id = p_project_id and b.status <> 'cancelled'
  ),
  rooms as (
    select l.room, count(*) as line_count, sum(l.client_amount) as client_amount, sum(l.budget_amount) as budget_amount
      from lines l
     group by l.room
  ),
  project as (
    select count(*) as line_count,
           coalesce(sum(l.client_amount), 0) as client_amount,
           coalesce(sum(l.budget_amount), 0) as budget_amount
      from lines l
  )
  select jsonb_build_object(
    'rooms', coalesce((
      select jsonb_agg(jsonb_build_object(
        'room', r.room,
        'line_count', r.line_count,
        'client_amount', r.client_amount,
        'budget_amount', r.budget_amount,
        'margin_amount', r.client_amount - r.budget_amount,
        'margin_percent', case when r.client_amount = 0 then 0
                               else round((r.client_amount - r.budget_amount) / r.client_amount * 100, 2) end
      ) order by r.room)
      from rooms r
    ), '[]'::jsonb),
    'line_count', p.line_count,
    'client_amount', p.client_amount,
    'budget_amount', p.budget_amount,
    'margin_amount', p.client_amount - p.budget_amount,
    'margin_percent', case when p.client_amount = 0 then 0
                           else round((p.client_amount - p.budget_amount) / p.client_amount * 100, 2) end
  )
  from project p;
$$;
revoke execute on function public.boq_totals(uuid) from public, anon;
grant execute on function public.boq_totals(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- A quotation from selected BOQ lines: as create_quotation_from_boq, for the lines given only
-- (each must be a line of the project and not cancelled). The caller's rights decide (invoker).
-- ---------------------------------------------------------------------------------------------
create or replace function public.create_quotation_from_boq_lines(
  p_project_id uuid,
  p_boq_item_ids uuid[],
  p_title text,
  p_margin_percent numeric default 0,
  p_valid_days integer default 30
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_id uuid;
  v_found integer;
  v_wanted integer := coalesce(cardinality(array(select distinct unnest(p_boq_item_ids))), 0);
begin
  if v_wanted = 0 then
    raise exception 'Select at least one BOQ line to quote'
      using errcode = 'check_violation', constraint = 'quotations_lines_selected';
  end if;
  if p_valid_days is null or p_valid_days < 1 or p_valid_days > 365 then
    raise exception 'A quotation is valid for 1 to 365 days'
      using errcode = 'check_violation', constraint = 'quotations_validity_check';
  end if;
  select count(*) into v_found
    from public.boq_items b
   where b.id = any (p_boq_item_ids) and b.project_id = p_project_id and b.status <> 'cancelled';
  if v_found <> v_wanted then
    raise exception 'Some selected lines are not open lines of this project''s BOQ'
      using errcode = 'check_violation', constraint = 'quotations_lines_selected';
  end if;
  insert into public.quotations (project_id, client_id, title, margin_percent, issue_date, valid_until, currency)
  select p.id, p.client_id, p_title, coalesce(p_margin_percent, 0), current_date, current_date + p_valid_days,
         coalesce((select o.currency from public.org_settings o), 'INR')
    from public.projects p
   where p.id = p_project_id
  returning id into v_id;
  if v_id is null then
    raise exception 'project % not found', p_project_id using errcode = 'no_data_found';
  end if;
  insert into public.quotation_lines (
    quotation_id, position, boq_item_id, item_code, description, hsn, unit, quantity, unit_cost,
    margin_percent, discount_percent, gst_rate)
  select v_id, (row_number() over (order by b.room, b.position, b.item_code))::integer, b.id, b.item_code,
         b.room || ': ' || b.description, b.hsn, b.unit, b.quantity, b.budget_rate,
         coalesce(p_margin_percent, 0), b.discount_percent, b.gst_rate
    from public.boq_items b
   where b.id = any (p_boq_item_ids);
  return v_id;
end;
$$;
revoke execute on function public.create_quotation_from_boq_lines(uuid, uuid[], text, numeric, integer) from public, anon;
grant execute on function public.create_quotation_from_boq_lines(uuid, uuid[], text, numeric, integer) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Margin, discount, validity and terms of a draft, and the same margin and discount on each of
-- its lines, in one statement of the caller's. A stale version is a conflict (SQLSTATE 40001).
-- ---------------------------------------------------------------------------------------------
create or replace function public.set_quotation_terms(
  p_quotation_id uuid,
  p_version integer,
  p_margin_percent numeric,
  p_discount_percent numeric,
  p_valid_until date,
  p_terms text default null
)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  v_quotation public.quotations;
begin
  select q.* into v_quotation from public.quotations q where q.id = p_quotation_id for update;
  if v_quotation.id is null then
    raise exception 'quotation % not found', p_quotation_id using errcode = 'no_data_found';
  end if;
  if v_quotation.version <> p_version then
    raise exception 'This quotation was changed by someone else (version %, you had %).', v_quotation.version, p_version
      using errcode = '40001';
  end if;
  if p_terms is not null and length(p_terms) > 4000 then
    raise exception 'Terms are at most 4000 characters'
      using errcode = 'check_violation', constraint = 'quotations_terms_length_check';
  end if;
  update public.quotations q
     set margin_percent = p_margin_percent,
         discount_percent = p_discount_percent,
         valid_until = p_valid_until,
         terms = coalesce(p_terms, q.terms)
   where q.id = p_quotation_id;
  if not found then
    raise exception 'Changing a quotation needs the proposal.create permission' using errcode = 'insufficient_privilege';
  end if;
  update public.quotation_lines l
     set margin_percent = p_margin_percent,
         discount_percent = p_discount_percent
   where l.quotation_id = p_quotation_id
     and (l.margin_percent, l.discount_percent) is distinct from (p_margin_percent, p_discount_percent);
  return (select q.version from public.quotations q where q.id = p_quotation_id);
end;
$$;
revoke execute on function public.set_quotation_terms(uuid, integer, numeric, numeric, date, text) from public, anon;
grant execute on function public.set_quotation_terms(uuid, integer, numeric, numeric, date, text) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- GST split. Intra-state when the place of supply (the client's state, else the project's) is the
-- org's state: half CGST and half SGST (the SGST takes the odd paisa so they add up to the GST);
-- otherwise all IGST. GSTINs decide when both sides have one (their first two digits are the state
-- code); otherwise state names, ignoring case and spaces. An unknown place of supply counts as the
-- org's own state.
-- ---------------------------------------------------------------------------------------------
create or replace function public.quotation_tax(p_quotation_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  with q as (
    select q.id, c.state as client_state, c.gstin as client_gstin, p.state as project_state
      from public.quotations q
      join public.clients c on c.id = q.client_id
      join public.projects p on p.id = q.project_id
     where q.id = p_quotation_id
  ),
  org as (
    select o.state, o.gstin from public.org_settings o limit 1
  ),
  supply as (
    select
      coalesce(q.client_state, q.project_state) as place_of_supply,
      (select org.state from org) as org_state,
      case
        when q.client_gstin is not null and (select org.gstin from org) is not null
          then left(q.client_gstin, 2) = left((select org.gstin from org), 2)
        when coalesce(q.client_state, q.project_state) is null or (select org.state from org) is null then true
        else lower(regexp_replace(coalesce(q.client_state, q.project_state), '\s+', '', 'g'))
           = lower(regexp_replace((select org.state from org), '\s+', '', 'g'))
      end as intra_state
    from q
  ),
  totals as (
    select public.quotation_totals(p_quotation_id) as t
  ),
  split as (
    select
      (r ->> 'gst_rate')::numeric as gst_rate,
      (r ->> 'taxable_amount')::numeric as taxable_amount,
      (r ->> 'gst_amount')::numeric as gst_amount,
      case when s.intra_state then round((r ->> 'gst_amount')::numeric / 2, 2) else 0 end as cgst_amount,
      case when s.intra_state then (r ->> 'gst_amount')::numeric - round((r ->> 'gst_amount')::numeric / 2, 2)
           else 0 end as sgst_amount,
      case when s.intra_state then 0 else (r ->> 'gst_amount')::numeric end as igst_amount
    from totals t
    cross join supply s
    cross join lateral jsonb_array_elements(t.t -> 'gst_by_rate') r
  )
  select t.t || jsonb_build_object(
      'intra_state', s.intra_state,
      'place_of_supply', s.place_of_supply,
      'org_state', s.org_state,
      'gst_split', coalesce((
        select jsonb_agg(jsonb_build_object(
          'gst_rate', x.gst_rate, 'taxable_amount', x.taxable_amount, 'gst_amount', x.gst_amount,
          'cgst_amount', x.cgst_amount, 'sgst_amount', x.sgst_amount, 'igst_amount', x.igst_amount
        ) order by x.gst_rate)
        from split x
      ), '[]'::jsonb),
      'cgst_total', coalesce((select sum(x.cgst_amount) from split x), 0),
      'sgst_total', coalesce((select sum(x.sgst_amount) from split x), 0),
      'igst_total', coalesce((select sum(x.igst_amount) from split x), 0)
    )
  from totals t
  cross join supply s;
$$;
revoke execute on function public.quotation_tax(uuid) from public, anon;
grant execute on function public.quotation_tax(uuid) to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Who sent and who decided a quotation, stamped by the database when the status changes (after
-- the guard, which has already said whether the caller may): a client cannot write them.
-- ---------------------------------------------------------------------------------------------
alter table public.quotations
  add column sent_by uuid references public.staff (id) on delete set null,
  add column decided_by uuid references public.staff (id) on delete set null;

create or replace function public.stamp_quotation_actors()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.sent_by := null;
    new.decided_by := null;
    return new;
  end if;
  new.sent_by := old.sent_by;
  new.decided_by := old.decided_by;
  if new.status is distinct from old.status then
    if new.status = 'sent' then
      new.sent_by := public.current_staff_id();
    elsif new.status = 'draft' then
      new.sent_by := null;
    elsif new.status in ('approved', 'rejected') then
      new.decided_by := public.current_staff_id();
    end if;
  end if;
  return new;
end;
$$;

-- Named to fire after quotations_guard (triggers fire in name order).
create trigger quotations_stamp_actors
  before insert or update on public.quotations
  for each row execute function public.stamp_quotation_actors();

-- ---------------------------------------------------------------------------------------------
-- Read models for the quotation pages
-- ---------------------------------------------------------------------------------------------
create view public.quotations_list with (security_invoker = true) as
select
  s.id,
  s.number,
  s.revision,
  s.reference,
  s.project_id,
  p.code as project_code,
  p.name as project_name,
  s.client_id,
  c.name as client_name,
  s.title,
  s.status,
  s.currency,
  s.issue_date,
  s.valid_until,
  s.sent_at,
  s.decided_at,
  s.prepared_by,
  st.name as prepared_by_name,
  sender.name as sent_by_name,
  decider.name as decided_by_name,
  q.decision_note,
  s.subtotal,
  s.discount_total,
  s.taxable_total,
  s.gst_total,
  s.grand_total,
  s.margin_total,
  (select max(o.revision) from public.quotations o where o.number = s.number) as latest_revision,
  s.updated_at,
  s.version
from public.quotation_summaries s
join public.quotations q on q.id = s.id
join public.projects p on p.id = s.project_id
join public.clients c on c.id = s.client_id
left join public.staff st on st.id = s.prepared_by
left join public.staff sender on sender.id = q.sent_by
left join public.staff decider on decider.id = q.decided_by;

-- Each line's room: its BOQ line's, else the "Room: " its description starts with.
create view public.quotation_lines_list with (security_invoker = true) as
select
  l.id,
  l.quotation_id,
  l.position,
  l.boq_item_id,
  l.item_code,
  coalesce(b.room, nullif(split_part(l.description, ': ', 1), l.description), 'General') as room,
  case
    when position(': ' in l.description) > 0
      and split_part(l.description, ': ', 1) = coalesce(b.room, split_part(l.description, ': ', 1))
      then substr(l.description, position(': ' in l.description) + 2)
    else l.description
  end as description,
  l.hsn,
  l.unit,
  l.quantity,
  l.unit_cost,
  l.margin_percent,
  l.discount_percent,
  l.gst_rate,
  l.updated_at,
  l.version
from public.quotation_lines l
left join public.boq_items b on b.id = l.boq_item_id;

grant select on public.quotations_list, public.quotation_lines_list to authenticated;
revoke all on public.quotations_list, public.quotation_lines_list from anon;
revoke insert, update, delete, truncate, references, trigger on public.quotations_list, public.quotation_lines_list
  from authenticated;
