-- Commercials: bills of quantities per project and room, quotations built from them (numbered per
-- year, revised, draft -> sent -> approved or rejected) and orders made from approved quotations.
-- The money rules live here so every client computes the same figures:
--   compute_quotation_totals(lines, currency)  the one definition of the totals (see below);
--   quotation_totals(id), order_totals(id)     the same for stored quotations and orders.

create type public.boq_item_type as enum ('raw_material', 'labour', 'transport', 'bought_out', 'production', 'site_work');
create type public.measure_unit as enum ('sqft', 'rft', 'nos', 'lump_sum', 'sqm', 'set');
create type public.boq_item_status as enum ('draft', 'approved', 'quoted', 'executed', 'cancelled');
create type public.quotation_status as enum ('draft', 'sent', 'approved', 'rejected');
create type public.order_status as enum (
  'confirmed', 'in_production', 'ready', 'dispatched', 'delivered', 'installed', 'cancelled'
);

-- ---------------------------------------------------------------------------------------------
-- Totals. Money rounds to the currency's minor unit (paise for INR) at these points, half away
-- from zero, and nowhere else:
--   cost      = round(quantity x unit_cost)
--   amount    = round(quantity x unit_cost x (1 + margin% / 100))     margin is a markup on cost
--   discount  = round(amount x discount% / 100)
--   taxable   = amount - discount
--   margin    = taxable - cost                                          what is earned after discount
--   GST       = per rate: round(sum of taxable at that rate x rate / 100), as on a GST invoice
--   grand     = sum of taxable + sum of GST
-- Lines are a JSON array of {id?, position?, quantity, unit_cost, margin_percent, discount_percent,
-- gst_rate}, so a form can preview totals of lines not saved yet.
-- ---------------------------------------------------------------------------------------------
create or replace function public.compute_quotation_totals(p_lines jsonb, p_currency text default 'INR')
returns jsonb
language sql
stable
set search_path = ''
as $$
  with settings as (
    select coalesce((select c.minor_units from public.currencies c where c.code = p_currency), 2)::integer as m
  ),
  input as (
    select
      e.n,
      e.line ->> 'id' as line_id,
      coalesce((e.line ->> 'position')::integer, e.n::integer) as position,
      (e.line ->> 'quantity')::numeric as quantity,
      (e.line ->> 'unit_cost')::numeric as unit_cost,
      coalesce((e.line ->> 'margin_percent')::numeric, 0) as margin_percent,
      coalesce((e.line ->> 'discount_percent')::numeric, 0) as discount_percent,
      coalesce((e.line ->> 'gst_rate')::numeric, 0) as gst_rate
    from jsonb_array_elements(coalesce(p_lines, '[]'::jsonb)) with ordinality as e(line, n)
  ),
  priced as (
    select
      i.*,
      round(i.quantity * i.unit_cost, s.m) as cost_amount,
      round(i.quantity * i.unit_cost * (1 + i.margin_percent / 100), s.m) as line_amount
    from input i cross join settings s
  ),
  discounted as (
    select p.*, round(p.line_amount * p.discount_percent / 100, s.m) as discount_amount
    from priced p cross join settings s
  ),
  lines as (
    select
      d.*,
      d.line_amount - d.discount_amount as taxable_amount,
      d.line_amount - d.discount_amount - d.cost_amount as margin_amount
    from discounted d
  ),
  rates as (
    select
      l.gst_rate,
      sum(l.taxable_amount) as taxable_amount,
      round(sum(l.taxable_amount) * l.gst_rate / 100, (select s.m from settings s)) as gst_amount
    from lines l
    group by l.gst_rate
  ),
  totals as (
    select
      coalesce(sum(l.line_amount), 0) as subtotal,
      coalesce(sum(l.discount_amount), 0) as discount_total,
      coalesce(sum(l.taxable_amount), 0) as taxable_total,
      coalesce(sum(l.cost_amount), 0) as cost_total,
      coalesce(sum(l.margin_amount), 0) as margin_total
    from lines l
  ),
  tax as (
    select coalesce(sum(r.gst_amount), 0) as gst_total from rates r
  )
  select jsonb_build_object(
    'currency', p_currency,
    'minor_units', (select s.m from settings s),
    'lines', coalesce((
      select jsonb_agg(jsonb_build_object(
        'line_id', l.line_id,
        'position', l.position,
        'cost_amount', l.cost_amount,
        'line_amount', l.line_amount,
        'discount_amount', l.discount_amount,
        'taxable_amount', l.taxable_amount,
        'margin_amount', l.margin_amount,
        'gst_rate', l.gst_rate
      ) order by l.position, l.n)
      from lines l
    ), '[]'::jsonb),
    'gst_by_rate', coalesce((
      select jsonb_agg(jsonb_build_object(
        'gst_rate', r.gst_rate,
        'taxable_amount', r.taxable_amount,
        'gst_amount', r.gst_amount
      ) order by r.gst_rate)
      from rates r
    ), '[]'::jsonb),
    'subtotal', t.subtotal,
    'discount_total', t.discount_total,
    'taxable_total', t.taxable_total,
    'gst_total', x.gst_total,
    'grand_total', t.taxable_total + x.gst_total,
    'cost_total', t.cost_total,
    'margin_total', t.margin_total,
    'margin_percent', case when t.taxable_total = 0 then 0 else round(t.margin_total / t.taxable_total * 100, 2) end
  )
  from totals t cross join tax x;
$$;

-- ---------------------------------------------------------------------------------------------
-- Bills of quantities
-- ---------------------------------------------------------------------------------------------
create table public.boq_items (
  id uuid primary key default gen_random_uuid(),
  project_id uuid not null references public.projects (id) on delete cascade,
  room text not null constraint boq_items_room_check check (length(btrim(room)) between 1 and 80),
  position integer not null default 0,
  item_code text not null constraint boq_items_item_code_check check (item_code ~ '^[A-Z0-9][A-Z0-9./-]{0,29}$'),
  trade_category text not null constraint boq_items_trade_category_check check (length(btrim(trade_category)) between 1 and 60),
  item_type public.boq_item_type not null,
  description text not null constraint boq_items_description_check check (length(btrim(description)) between 1 and 500),
  length_mm integer constraint boq_items_length_mm_check check (length_mm > 0),
  breadth_mm integer constraint boq_items_breadth_mm_check check (breadth_mm > 0),
  height_mm integer constraint boq_items_height_mm_check check (height_mm > 0),
  quantity numeric(12, 3) not null constraint boq_items_quantity_check check (quantity > 0),
  unit public.measure_unit not null,
  client_rate numeric(12, 2) not null constraint boq_items_client_rate_check check (client_rate >= 0),
  budget_rate numeric(12, 2) not null constraint boq_items_budget_rate_check check (budget_rate >= 0),
  hsn text constraint boq_items_hsn_check check (hsn ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
  gst_rate numeric(5, 2) not null default 18 constraint boq_items_gst_rate_check check (gst_rate between 0 and 100),
  discount_percent numeric(5, 2) not null default 0
    constraint boq_items_discount_percent_check check (discount_percent between 0 and 100),
  status public.boq_item_status not null default 'draft',
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index boq_items_project_idx on public.boq_items (project_id, room, position);

-- ---------------------------------------------------------------------------------------------
-- Quotations
-- ---------------------------------------------------------------------------------------------
create table public.quotations (
  id uuid primary key default gen_random_uuid(),
  -- QT-2026-0001, assigned on insert; every revision of a quotation keeps its number.
  number text not null,
  revision smallint not null default 1 constraint quotations_revision_check check (revision >= 1),
  previous_quotation_id uuid references public.quotations (id) on delete restrict,
  -- Quotations are commercial records: their project and client cannot be deleted under them.
  project_id uuid not null references public.projects (id) on delete restrict,
  client_id uuid not null references public.clients (id) on delete restrict,
  title text not null constraint quotations_title_check check (length(btrim(title)) between 1 and 160),
  status public.quotation_status not null default 'draft',
  currency char(3) not null default 'INR' references public.currencies (code) on update cascade on delete restrict,
  issue_date date not null default current_date,
  valid_until date not null default (current_date + 30),
  -- Defaults for new lines; each line carries its own.
  margin_percent numeric(5, 2) not null default 0 constraint quotations_margin_percent_check check (margin_percent between 0 and 100),
  discount_percent numeric(5, 2) not null default 0
    constraint quotations_discount_percent_check check (discount_percent between 0 and 100),
  terms text,
  notes text,
  prepared_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  sent_at timestamptz,
  decided_at timestamptz,
  decision_note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint quotations_number_revision_key unique (number, revision),
  constraint quotations_number_check check (number ~ '^[A-Z][A-Z0-9]{0,5}-[0-9]{4}-[0-9]{4,}$'),
  constraint quotations_validity_check check (valid_until >= issue_date),
  constraint quotations_revision_chain_check check ((revision = 1) = (previous_quotation_id is null)),
  constraint quotations_sent_check check (status = 'draft' or sent_at is not null),
  constraint quotations_decided_check check ((status in ('approved', 'rejected')) = (decided_at is not null))
);
create index quotations_project_idx on public.quotations (project_id);
create index quotations_status_idx on public.quotations (status, issue_date desc);

create table public.quotation_lines (
  id uuid primary key default gen_random_uuid(),
  quotation_id uuid not null references public.quotations (id) on delete cascade,
  position integer not null constraint quotation_lines_position_check check (position >= 0),
  -- The BOQ line it was built from; the quotation keeps its own copy of the figures.
  boq_item_id uuid references public.boq_items (id) on delete set null,
  item_code text,
  description text not null constraint quotation_lines_description_check check (length(btrim(description)) between 1 and 500),
  hsn text constraint quotation_lines_hsn_check check (hsn ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
  unit public.measure_unit not null,
  quantity numeric(12, 3) not null constraint quotation_lines_quantity_check check (quantity > 0),
  unit_cost numeric(12, 2) not null constraint quotation_lines_unit_cost_check check (unit_cost >= 0),
  margin_percent numeric(5, 2) not null default 0
    constraint quotation_lines_margin_percent_check check (margin_percent between 0 and 100),
  discount_percent numeric(5, 2) not null default 0
    constraint quotation_lines_discount_percent_check check (discount_percent between 0 and 100),
  gst_rate numeric(5, 2) not null default 18 constraint quotation_lines_gst_rate_check check (gst_rate between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint quotation_lines_position_key unique (quotation_id, position) deferrable initially deferred
);

-- A new quotation takes the next number of its issue year; a revision keeps its predecessor's
-- number with the next free revision. Whatever number a client sends is ignored, so numbers stay gapless.
-- SECURITY DEFINER: only the owner may take numbers.
create or replace function public.number_quotation()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_previous public.quotations;
begin
  if tg_op = 'UPDATE' then
    if new.number is distinct from old.number or new.revision is distinct from old.revision
       or new.previous_quotation_id is distinct from old.previous_quotation_id then
      raise exception 'quotation numbers and revisions never change once assigned'
        using errcode = 'check_violation', constraint = 'quotations_number_immutable';
    end if;
    return new;
  end if;
  if new.previous_quotation_id is null then
    new.number := public.next_document_number('quotation', new.issue_date);
    new.revision := 1;
  else
    select q.* into v_previous from public.quotations q where q.id = new.previous_quotation_id;
    new.number := v_previous.number;
    -- Revising an older revision still makes the next one; two revisions made at once collide
    -- on quotations_number_revision_key instead of sharing a revision number.
    new.revision := (select max(q.revision) from public.quotations q where q.number = v_previous.number) + 1;
  end if;
  return new;
end;
$$;

create trigger quotations_number
  before insert or update of number, revision, previous_quotation_id on public.quotations
  for each row execute function public.number_quotation();

-- draft -> sent -> approved | rejected, and sent -> draft to recall it. Once sent, only the
-- status and the decision may change; edits mean recalling it or making a revision.
create or replace function public.guard_quotation_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_workflow_columns text[] := array['status', 'sent_at', 'decided_at', 'decision_note', 'updated_at', 'version'];
begin
  if new.status is distinct from old.status then
    if not (
      (old.status = 'draft' and new.status = 'sent')
      or (old.status = 'sent' and new.status in ('approved', 'rejected', 'draft'))
    ) then
      raise exception 'a quotation cannot go from % to %', old.status, new.status
        using errcode = 'check_violation', constraint = 'quotations_status_transition';
    end if;
    if new.status = 'sent' then
      new.sent_at := now();
    elsif new.status = 'draft' then
      new.sent_at := null;
    else
      new.decided_at := now();
    end if;
  elsif new.sent_at is distinct from old.sent_at or new.decided_at is distinct from old.decided_at then
    raise exception 'sent and decision times are set by the status change'
      using errcode = 'check_violation', constraint = 'quotations_workflow_times';
  end if;
  if old.status <> 'draft'
     and (to_jsonb(new) - v_workflow_columns) is distinct from (to_jsonb(old) - v_workflow_columns) then
    raise exception 'quotation % is %: recall it to draft or make a revision to change it', old.number, old.status
      using errcode = 'check_violation', constraint = 'quotations_locked';
  end if;
  return new;
end;
$$;

create trigger quotations_guard
  before update on public.quotations
  for each row execute function public.guard_quotation_change();

-- Lines change only while their quotation is a draft (a cascade from deleting the quotation aside).
create or replace function public.guard_quotation_lines()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_status public.quotation_status;
begin
  select q.status into v_status
    from public.quotations q
   where q.id = case when tg_op = 'DELETE' then old.quotation_id else new.quotation_id end;
  if v_status is not null and v_status <> 'draft' then
    raise exception 'the lines of a % quotation cannot change', v_status
      using errcode = 'check_violation', constraint = 'quotation_lines_locked';
  end if;
  if tg_op = 'UPDATE' and new.quotation_id is distinct from old.quotation_id then
    raise exception 'a line cannot move to another quotation'
      using errcode = 'check_violation', constraint = 'quotation_lines_locked';
  end if;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;

create trigger quotation_lines_guard
  before insert or update or delete on public.quotation_lines
  for each row when (pg_trigger_depth() = 0)
  execute function public.guard_quotation_lines();

create or replace function public.quotation_totals(p_quotation_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select public.compute_quotation_totals(
    (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', l.id, 'position', l.position, 'quantity', l.quantity, 'unit_cost', l.unit_cost,
        'margin_percent', l.margin_percent, 'discount_percent', l.discount_percent, 'gst_rate', l.gst_rate
      ) order by l.position), '[]'::jsonb)
      from public.quotation_lines l
      where l.quotation_id = p_quotation_id
    ),
    (select q.currency::text from public.quotations q where q.id = p_quotation_id)
  );
$$;

-- A quotation from a project's BOQ: one line per BOQ item not cancelled, at the budget rate plus
-- the given margin, with the item's own discount and GST.
create or replace function public.create_quotation_from_boq(
  p_project_id uuid,
  p_title text,
  p_margin_percent numeric default 0,
  p_valid_days integer default 30
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.quotations (project_id, client_id, title, margin_percent, issue_date, valid_until, currency)
  select p.id, p.client_id, p_title, p_margin_percent, current_date, current_date + p_valid_days,
         (select o.currency from public.org_settings o)
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
         p_margin_percent, b.discount_percent, b.gst_rate
    from public.boq_items b
   where b.project_id = p_project_id and b.status <> 'cancelled';
  return v_id;
end;
$$;

-- A new draft revision of a quotation that was sent or decided, with a copy of its lines.
create or replace function public.revise_quotation(p_quotation_id uuid)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.quotations (
    number, previous_quotation_id, project_id, client_id, title, currency, issue_date, valid_until,
    margin_percent, discount_percent, terms, notes)
  select q.number, q.id, q.project_id, q.client_id, q.title, q.currency, current_date,
         current_date + greatest(q.valid_until - q.issue_date, 0), q.margin_percent, q.discount_percent, q.terms, q.notes
    from public.quotations q
   where q.id = p_quotation_id
  returning id into v_id;
  if v_id is null then
    raise exception 'quotation % not found', p_quotation_id using errcode = 'no_data_found';
  end if;
  insert into public.quotation_lines (
    quotation_id, position, boq_item_id, item_code, description, hsn, unit, quantity, unit_cost,
    margin_percent, discount_percent, gst_rate)
  select v_id, l.position, l.boq_item_id, l.item_code, l.description, l.hsn, l.unit, l.quantity, l.unit_cost,
         l.margin_percent, l.discount_percent, l.gst_rate
    from public.quotation_lines l
   where l.quotation_id = p_quotation_id;
  return v_id;
end;
$$;

create view public.quotation_summaries with (security_invoker = true) as
select
  q.id,
  q.number,
  q.revision,
  q.number || case when q.revision > 1 then ' R' || q.revision else '' end as reference,
  q.project_id,
  q.client_id,
  q.title,
  q.status,
  q.currency,
  q.issue_date,
  q.valid_until,
  q.sent_at,
  q.decided_at,
  q.prepared_by,
  (t.totals ->> 'subtotal')::numeric as subtotal,
  (t.totals ->> 'discount_total')::numeric as discount_total,
  (t.totals ->> 'taxable_total')::numeric as taxable_total,
  (t.totals ->> 'gst_total')::numeric as gst_total,
  (t.totals ->> 'grand_total')::numeric as grand_total,
  (t.totals ->> 'margin_total')::numeric as margin_total,
  q.updated_at,
  q.version
from public.quotations q
cross join lateral (select public.quotation_totals(q.id) as totals) t;

-- ---------------------------------------------------------------------------------------------
-- Orders
-- ---------------------------------------------------------------------------------------------
create table public.sales_orders (
  id uuid primary key default gen_random_uuid(),
  -- SO-2026-0001, assigned on insert from the order date's year.
  number text not null constraint sales_orders_number_key unique
    constraint sales_orders_number_check check (number ~ '^[A-Z][A-Z0-9]{0,5}-[0-9]{4}-[0-9]{4,}$'),
  -- One order per approved quotation, which then cannot be deleted.
  quotation_id uuid not null constraint sales_orders_quotation_id_key unique
    references public.quotations (id) on delete restrict,
  project_id uuid not null references public.projects (id) on delete restrict,
  client_id uuid not null references public.clients (id) on delete restrict,
  status public.order_status not null default 'confirmed',
  currency char(3) not null default 'INR' references public.currencies (code) on update cascade on delete restrict,
  order_date date not null default current_date,
  expected_delivery date,
  delivered_on date,
  shipping_address text not null constraint sales_orders_shipping_address_check check (length(btrim(shipping_address)) > 0),
  gstin text constraint sales_orders_gstin_check check (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  notes text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint sales_orders_expected_delivery_check check (expected_delivery is null or expected_delivery >= order_date),
  constraint sales_orders_delivered_on_check check (delivered_on is null or delivered_on >= order_date),
  constraint sales_orders_delivered_check check (
    (status in ('delivered', 'installed')) = (delivered_on is not null) or status = 'cancelled'
  )
);
create index sales_orders_project_idx on public.sales_orders (project_id);
create index sales_orders_status_idx on public.sales_orders (status, order_date desc);

-- The same pricing columns as the quotation line it came from, so the order totals equal the
-- approved quotation's to the paisa.
create table public.order_lines (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null references public.sales_orders (id) on delete cascade,
  position integer not null constraint order_lines_position_check check (position >= 0),
  quotation_line_id uuid references public.quotation_lines (id) on delete set null,
  product_id uuid references public.products (id) on delete set null,
  item_code text,
  description text not null constraint order_lines_description_check check (length(btrim(description)) between 1 and 500),
  hsn text constraint order_lines_hsn_check check (hsn ~ '^[0-9]{4}([0-9]{2}){0,2}$'),
  unit public.measure_unit not null,
  quantity numeric(12, 3) not null constraint order_lines_quantity_check check (quantity > 0),
  unit_cost numeric(12, 2) not null constraint order_lines_unit_cost_check check (unit_cost >= 0),
  margin_percent numeric(5, 2) not null default 0 constraint order_lines_margin_percent_check check (margin_percent between 0 and 100),
  discount_percent numeric(5, 2) not null default 0
    constraint order_lines_discount_percent_check check (discount_percent between 0 and 100),
  gst_rate numeric(5, 2) not null default 18 constraint order_lines_gst_rate_check check (gst_rate between 0 and 100),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint order_lines_position_key unique (order_id, position) deferrable initially deferred
);
create index order_lines_order_idx on public.order_lines (order_id);

-- An order is only ever made from an approved quotation, for that quotation's project and client.
-- SECURITY DEFINER: it takes the order number (see next_document_number).
create or replace function public.prepare_sales_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_quotation public.quotations;
begin
  if tg_op = 'UPDATE' then
    if new.number is distinct from old.number or new.quotation_id is distinct from old.quotation_id then
      raise exception 'an order keeps its number and its quotation'
        using errcode = 'check_violation', constraint = 'sales_orders_number_immutable';
    end if;
    return new;
  end if;
  select q.* into v_quotation from public.quotations q where q.id = new.quotation_id;
  if v_quotation.status is distinct from 'approved' then
    raise exception 'an order needs an approved quotation (this one is %)', coalesce(v_quotation.status::text, 'missing')
      using errcode = 'check_violation', constraint = 'sales_orders_quotation_approved';
  end if;
  new.project_id := v_quotation.project_id;
  new.client_id := v_quotation.client_id;
  new.currency := v_quotation.currency;
  new.number := public.next_document_number('order', new.order_date);
  return new;
end;
$$;

create trigger sales_orders_prepare
  before insert or update of number, quotation_id on public.sales_orders
  for each row execute function public.prepare_sales_order();

create or replace function public.order_totals(p_order_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select public.compute_quotation_totals(
    (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', l.id, 'position', l.position, 'quantity', l.quantity, 'unit_cost', l.unit_cost,
        'margin_percent', l.margin_percent, 'discount_percent', l.discount_percent, 'gst_rate', l.gst_rate
      ) order by l.position), '[]'::jsonb)
      from public.order_lines l
      where l.order_id = p_order_id
    ),
    (select o.currency::text from public.sales_orders o where o.id = p_order_id)
  );
$$;

-- The order for an approved quotation, with its lines; shipping to the project site by default.
create or replace function public.create_order_from_quotation(
  p_quotation_id uuid,
  p_shipping_address text default null,
  p_expected_delivery date default null
)
returns uuid
language plpgsql
set search_path = ''
as $$
declare
  v_id uuid;
begin
  insert into public.sales_orders (quotation_id, project_id, client_id, shipping_address, expected_delivery, gstin)
  select q.id, q.project_id, q.client_id,
         coalesce(p_shipping_address, p.site_address, c.billing_address, p.city),
         p_expected_delivery, c.gstin
    from public.quotations q
    join public.projects p on p.id = q.project_id
    join public.clients c on c.id = q.client_id
   where q.id = p_quotation_id
  returning id into v_id;
  if v_id is null then
    raise exception 'quotation % not found', p_quotation_id using errcode = 'no_data_found';
  end if;
  insert into public.order_lines (
    order_id, position, quotation_line_id, item_code, description, hsn, unit, quantity, unit_cost,
    margin_percent, discount_percent, gst_rate)
  select v_id, l.position, l.id, l.item_code, l.description, l.hsn, l.unit, l.quantity, l.unit_cost,
         l.margin_percent, l.discount_percent, l.gst_rate
    from public.quotation_lines l
   where l.quotation_id = p_quotation_id;
  return v_id;
end;
$$;

create view public.order_summaries with (security_invoker = true) as
select
  o.id,
  o.number,
  o.quotation_id,
  o.project_id,
  o.client_id,
  o.status,
  o.currency,
  o.order_date,
  o.expected_delivery,
  o.delivered_on,
  (t.totals ->> 'taxable_total')::numeric as taxable_total,
  (t.totals ->> 'gst_total')::numeric as gst_total,
  (t.totals ->> 'grand_total')::numeric as grand_total,
  o.updated_at,
  o.version
from public.sales_orders o
cross join lateral (select public.order_totals(o.id) as totals) t;

select public.track_changes('public.boq_items');
select public.track_changes('public.quotations');
select public.track_changes('public.quotation_lines');
select public.track_changes('public.sales_orders');
select public.track_changes('public.order_lines');

-- Row-level security: all staff read. BOQs: sales and designers write. Quotations and orders:
-- sales write; a quotation starts as a draft. Production also updates orders (their status as
-- the work moves through the shop). Nobody deletes a quotation or an order: their numbers must
-- stay gapless, so a number once taken stays accounted for (a dropped quotation is rejected, a
-- dropped order cancelled).
alter table public.boq_items enable row level security;
alter table public.quotations enable row level security;
alter table public.quotation_lines enable row level security;
alter table public.sales_orders enable row level security;
alter table public.order_lines enable row level security;

create policy boq_items_read on public.boq_items for select to authenticated using ((select public.is_staff()));
create policy boq_items_write on public.boq_items for all to authenticated
  using ((select public.staff_in('sales', 'designer'))) with check ((select public.staff_in('sales', 'designer')));

create policy quotations_read on public.quotations for select to authenticated using ((select public.is_staff()));
create policy quotations_insert on public.quotations for insert to authenticated
  with check ((select public.staff_in('sales')) and status = 'draft');
create policy quotations_update on public.quotations for update to authenticated
  using ((select public.staff_in('sales'))) with check ((select public.staff_in('sales')));

create policy quotation_lines_read on public.quotation_lines for select to authenticated using ((select public.is_staff()));
create policy quotation_lines_write on public.quotation_lines for all to authenticated
  using ((select public.staff_in('sales'))) with check ((select public.staff_in('sales')));

create policy sales_orders_read on public.sales_orders for select to authenticated using ((select public.is_staff()));
create policy sales_orders_insert on public.sales_orders for insert to authenticated
  with check ((select public.staff_in('sales')));
create policy sales_orders_update on public.sales_orders for update to authenticated
  using ((select public.staff_in('sales', 'production'))) with check ((select public.staff_in('sales', 'production')));

create policy order_lines_read on public.order_lines for select to authenticated using ((select public.is_staff()));
create policy order_lines_write on public.order_lines for all to authenticated
  using ((select public.staff_in('sales'))) with check ((select public.staff_in('sales')));

grant select, insert, update, delete on public.boq_items, public.quotation_lines, public.order_lines to authenticated;
grant select, insert, update on public.quotations, public.sales_orders to authenticated;
revoke delete on public.quotations, public.sales_orders from authenticated;
grant select on public.quotation_summaries, public.order_summaries to authenticated;
revoke all on
  public.boq_items, public.quotations, public.quotation_lines, public.sales_orders, public.order_lines,
  public.quotation_summaries, public.order_summaries
  from anon;
revoke execute on function
  public.create_quotation_from_boq(uuid, text, numeric, integer),
  public.revise_quotation(uuid),
  public.create_order_from_quotation(uuid, text, date)
  from anon;
