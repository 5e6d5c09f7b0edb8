-- Purchasing (issue 23, money out): suppliers and the items they supply with their last price,
-- purchase orders and their lines, goods receipts that post to the stock ledger. Who may do what:
--   purchase.order   add and edit suppliers, their items, draft purchase orders; send and cancel
--   stock.receive    receive goods against a sent purchase order (receive_goods, next migration)
-- A purchase order is edited only while it is a draft; its status moves only through
-- send_purchase_order, receive_goods and cancel_purchase_order. Goods receipts are append-only.
-- Numbers are gapless per financial year (April to March): PO/2026-27/0001, GRN/2026-27/0001.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

insert into public.permissions (code, area, description) values
  ('purchase.order', 'production', 'Add suppliers, raise, send and cancel purchase orders'),
  ('stock.receive', 'production', 'Receive goods against purchase orders into stock');
-- Databases made before this migration: the production lead buys and receives (admins hold every
-- code). A new database gets the same from supabase/seeds/220_purchasing.sql.
insert into public.role_permissions (role_id, permission_code)
select r.id, c.code
  from public.roles r
  cross join (values ('purchase.order'), ('stock.receive')) as c(code)
 where r.name in ('Production lead', 'Administrator')
on conflict do nothing;

-- The financial year a date falls in, as India writes it: 2026-27 runs 1 April 2026 to 31 March 2027.
create or replace function public.financial_year_of(p_on date)
returns text
language sql
immutable
parallel safe
set search_path = ''
as $$
  select f.y::text || '-' || lpad(((f.y + 1) % 100)::text, 2, '0')
    from (select extract(year from p_on)::integer - case when extract(month from p_on) < 4 then 1 else 0 end as y) f
$$;
revoke execute on function public.financial_year_of(date) from public, anon;
grant execute on function public.financial_year_of(date) to authenticated;

-- A counter row per series and financial year, taken under its row lock as next_document_number
-- does: a concurrent caller waits, a rolled-back document rolls its number back.
create table public.purchasing_counters (
  series text not null constraint purchasing_counters_series_check check (series in ('PO', 'GRN')),
  financial_year text not null constraint purchasing_counters_year_check check (financial_year ~ '^[0-9]{4}-[0-9]{2}$'),
  last_number integer not null constraint purchasing_counters_last_number_check check (last_number >= 0),
  primary key (series, financial_year)
);
alter table public.purchasing_counters enable row level security;
revoke all on public.purchasing_counters from anon, authenticated;

create or replace function public.next_purchasing_number(p_series text, p_on date default current_date)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_year text := public.financial_year_of(coalesce(p_on, current_date));
  v_number integer;
begin
  insert into public.purchasing_counters as c (series, financial_year, last_number)
  values (p_series, v_year, 1)
  on conflict (series, financial_year) do update set last_number = c.last_number + 1
  returning c.last_number into v_number;
  return p_series || '/' || v_year || '/'
    || case when v_number < 10000 then lpad(v_number::text, 4, '0') else v_number::text end;
end;
$$;
-- Only triggers and the purchasing functions take numbers; a client calling it would burn one.
revoke execute on function public.next_purchasing_number(text, date) from public, anon, authenticated;

create table public.suppliers (
  id uuid primary key default gen_random_uuid(),
  name text not null constraint suppliers_name_check check (length(btrim(name)) between 1 and 160),
  gstin text constraint suppliers_gstin_check check (gstin ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$'),
  state text constraint suppliers_state_check check (length(btrim(state)) between 1 and 60),
  contact_name text constraint suppliers_contact_name_check check (length(btrim(contact_name)) between 1 and 120),
  phone text constraint suppliers_phone_check check (public.is_phone_number(phone)),
  email text constraint suppliers_email_check check (email = lower(btrim(email)) and public.is_email_address(email)),
  payment_terms_days integer not null default 30
    constraint suppliers_payment_terms_days_check check (payment_terms_days between 0 and 365),
  active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create unique index suppliers_gstin_key on public.suppliers (gstin);

create table public.supplier_items (
  id uuid primary key default gen_random_uuid(),
  supplier_id uuid not null references public.suppliers (id) on delete cascade,
  stock_item_id uuid not null references public.stock_items (id) on delete restrict,
  supplier_code text constraint supplier_items_supplier_code_check check (length(btrim(supplier_code)) between 1 and 60),
  -- Per unit of the stock item (a sheet, a metre of edge band); updated by each goods receipt.
  last_price numeric(12, 2) constraint supplier_items_last_price_check check (last_price >= 0 and last_price <= 10000000),
  lead_time_days integer not null default 7
    constraint supplier_items_lead_time_days_check check (lead_time_days between 0 and 365),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint supplier_items_key unique (supplier_id, stock_item_id)
);
create index supplier_items_stock_item_idx on public.supplier_items (stock_item_id);

create type public.purchase_order_status as enum ('draft', 'sent', 'partly_received', 'received', 'cancelled');

create table public.purchase_orders (
  id uuid primary key default gen_random_uuid(),
  number text not null constraint purchase_orders_number_key unique,
  supplier_id uuid not null references public.suppliers (id) on delete restrict,
  status public.purchase_order_status not null default 'draft',
  order_date date not null default current_date
    constraint purchase_orders_order_date_check check (order_date >= date '2000-01-01' and order_date < date '2200-01-01'),
  expected_date date constraint purchase_orders_expected_date_check check (expected_date >= order_date),
  notes text constraint purchase_orders_notes_check check (length(notes) <= 2000),
  sent_at timestamptz,
  created_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index purchase_orders_supplier_idx on public.purchase_orders (supplier_id, order_date);
create index purchase_orders_status_idx on public.purchase_orders (status);

-- Quantity in the stock item's own unit: sheets of board, metres of edge band.
create table public.purchase_order_lines (
  id uuid primary key default gen_random_uuid(),
  purchase_order_id uuid not null references public.purchase_orders (id) on delete cascade,
  position integer not null constraint purchase_order_lines_position_check check (position between 1 and 10000),
  stock_item_id uuid not null references public.stock_items (id) on delete restrict,
  quantity numeric(12, 3) not null constraint purchase_order_lines_quantity_check check (quantity > 0 and quantity <= 100000),
  rate numeric(12, 2) not null default 0 constraint purchase_order_lines_rate_check check (rate >= 0 and rate <= 10000000),
  gst_rate numeric(5, 2) not null default 18 constraint purchase_order_lines_gst_rate_check check (gst_rate between 0 and 100),
  line_total numeric(14, 2) generated always as (round(quantity * rate, 2)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint purchase_order_lines_item_key unique (purchase_order_id, stock_item_id)
);
create index purchase_order_lines_stock_item_idx on public.purchase_order_lines (stock_item_id);

create table public.goods_receipts (
  id uuid primary key default gen_random_uuid(),
  number text not null constraint goods_receipts_number_key unique,
  purchase_order_id uuid not null references public.purchase_orders (id) on delete restrict,
  received_on date not null default current_date,
  -- Why more came than was ordered; required by receive_goods when it did.
  reason text constraint goods_receipts_reason_check check (length(btrim(reason)) between 1 and 1000),
  received_by uuid default public.current_staff_id() references public.staff (id) on delete set null,
  created_at timestamptz not null default now()
);
create index goods_receipts_order_idx on public.goods_receipts (purchase_order_id);

create table public.goods_receipt_lines (
  id uuid primary key default gen_random_uuid(),
  goods_receipt_id uuid not null references public.goods_receipts (id) on delete restrict,
  purchase_order_line_id uuid not null references public.purchase_order_lines (id) on delete restrict,
  stock_item_id uuid not null references public.stock_items (id) on delete restrict,
  quantity numeric(12, 3) not null constraint goods_receipt_lines_quantity_check check (quantity > 0 and quantity <= 100000),
  unit_cost numeric(12, 2) not null constraint goods_receipt_lines_unit_cost_check check (unit_cost >= 0),
  gst_rate numeric(5, 2) not null constraint goods_receipt_lines_gst_rate_check check (gst_rate between 0 and 100),
  stock_movement_id uuid not null references public.stock_movements (id) on delete restrict,
  created_at timestamptz not null default now()
);
create index goods_receipt_lines_receipt_idx on public.goods_receipt_lines (goods_receipt_id);
create index goods_receipt_lines_order_line_idx on public.goods_receipt_lines (purchase_order_line_id);

create trigger goods_receipts_append_only before update or delete on public.goods_receipts
  for each row execute function public.reject_change();
create trigger goods_receipt_lines_append_only before update or delete on public.goods_receipt_lines
  for each row execute function public.reject_change();

-- The number is the database's: taken at insert whatever the client sent, never changed after.
-- SECURITY DEFINER: it takes the number (see next_purchasing_number).
create or replace function public.number_purchase_order()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.number := public.next_purchasing_number('PO', new.order_date);
  return new;
end;
$$;
revoke execute on function public.number_purchase_order() from public, anon, authenticated;
create trigger purchase_orders_number before insert on public.purchase_orders
  for each row execute function public.number_purchase_order();

-- A client's own write (public.is_client_write()) makes drafts and edits drafts only; the status,
-- number and sent time change only in the purchasing functions. An update that changes nothing but
-- the stamps (a policy probe) passes. Nobody deletes an order that is no longer a draft.
create or replace function public.guard_purchase_order()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    if old.status <> 'draft' then
      raise exception 'purchase order % is %: it stays on record; cancel it instead', old.number, old.status
        using errcode = 'check_violation', constraint = 'purchase_orders_draft_only';
    end if;
    return old;
  end if;
  if tg_op = 'INSERT' then
    if public.is_client_write() and (new.status <> 'draft' or new.sent_at is not null) then
      raise exception 'a purchase order starts as a draft; send it with "Send"'
        using errcode = 'check_violation', constraint = 'purchase_orders_workflow_columns', column = 'status';
    end if;
    return new;
  end if;
  if (to_jsonb(new) - 'updated_at' - 'version') = (to_jsonb(old) - 'updated_at' - 'version') then
    return new;
  end if;
  if new.number is distinct from old.number then
    raise exception 'a purchase order keeps its number'
      using errcode = 'check_violation', constraint = 'purchase_orders_number_fixed', column = 'number';
  end if;
  if not public.is_client_write() then
    return new;
  end if;
  if (new.status, new.sent_at) is distinct from (old.status, old.sent_at) then
    raise exception 'the status of a purchase order changes only by sending, receiving or cancelling it'
      using errcode = 'check_violation', constraint = 'purchase_orders_workflow_columns', column = 'status';
  end if;
  if old.status <> 'draft' then
    raise exception 'purchase order % is %: only a draft is edited', old.number, old.status
      using errcode = 'check_violation', constraint = 'purchase_orders_draft_only';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_purchase_order() from public, anon, authenticated;
create trigger purchase_orders_guard before insert or update or delete on public.purchase_orders
  for each row execute function public.guard_purchase_order();

-- A client writes the lines of a draft only (the order as the caller reads it).
create or replace function public.guard_purchase_order_line()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_order uuid;
  v_status public.purchase_order_status;
begin
  if not public.is_client_write() then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  if tg_op = 'UPDATE' and (to_jsonb(new) - 'updated_at' - 'version') = (to_jsonb(old) - 'updated_at' - 'version') then
    return new;
  end if;
  foreach v_order in array array[case when tg_op <> 'INSERT' then old.purchase_order_id end,
                                 case when tg_op <> 'DELETE' then new.purchase_order_id end] loop
    continue when v_order is null;
    select o.status into v_status from public.purchase_orders o where o.id = v_order;
    if v_status is distinct from 'draft' then
      raise exception 'the lines of a sent purchase order do not change; cancel it and raise a new one'
        using errcode = 'check_violation', constraint = 'purchase_orders_draft_only';
    end if;
  end loop;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke execute on function public.guard_purchase_order_line() from public, anon, authenticated;
create trigger purchase_order_lines_guard before insert or update or delete on public.purchase_order_lines
  for each row execute function public.guard_purchase_order_line();

select public.track_changes('public.suppliers');
select public.track_changes('public.supplier_items');
select public.track_changes('public.purchase_orders');
select public.track_changes('public.purchase_order_lines');

-- Row-level security: every staff member reads; purchase.order writes suppliers and drafts; goods
-- receipts are written by receive_goods only.
do $$
declare
  v_table text;
begin
  foreach v_table in array array['suppliers', 'supplier_items', 'purchase_orders', 'purchase_order_lines'] loop
    execute format('alter table public.%I enable row level security', v_table);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_staff()))',
      v_table || '_read', v_table);
    execute format(
      'create policy %I on public.%I for all to authenticated using ((select public.has_permission(%L))) with check ((select public.has_permission(%L)))',
      v_table || '_purchasing', v_table, 'purchase.order', 'purchase.order');
    execute format('grant select, insert, update, delete on public.%I to authenticated', v_table);
    execute format('revoke truncate, references, trigger on public.%I from authenticated', v_table);
    execute format('revoke all on public.%I from anon', v_table);
  end loop;
  foreach v_table in array array['goods_receipts', 'goods_receipt_lines'] loop
    execute format('alter table public.%I enable row level security', v_table);
    execute format('create policy %I on public.%I for select to authenticated using ((select public.is_staff()))',
      v_table || '_read', v_table);
    execute format('grant select on public.%I to authenticated', v_table);
    execute format('revoke insert, update, delete, truncate, references, trigger on public.%I from authenticated', v_table);
    execute format('revoke all on public.%I from anon', v_table);
  end loop;
end;
$$;

-- No NaN or infinity in the books (as 20261125090000_finite_numbers.sql gives the older tables).
do $$
declare
  v_column text[];
begin
  foreach v_column slice 1 in array array[
    ['supplier_items', 'last_price'], ['purchase_order_lines', 'quantity'], ['purchase_order_lines', 'rate'],
    ['purchase_order_lines', 'gst_rate'], ['purchase_order_lines', 'line_total'], ['goods_receipt_lines', 'quantity'],
    ['goods_receipt_lines', 'unit_cost'], ['goods_receipt_lines', 'gst_rate']
  ] loop
    execute format('alter table public.%I add constraint %I check (%I <> %L and %I <> %L and %I <> %L)',
      v_column[1], v_column[1] || '_' || v_column[2] || '_finite_check',
      v_column[2], 'NaN', v_column[2], 'Infinity', v_column[2], '-Infinity');
  end loop;
end;
$$;

-- Every text column has its upper length (20261125090100_text_limits.sql); who raised an order is
-- the signed-in caller's to say (20261125090200_caller_stamps.sql).
alter table public.suppliers
  add constraint suppliers_gstin_length_check check (length(gstin) <= 15),
  add constraint suppliers_phone_length_check check (length(phone) <= 20),
  add constraint suppliers_email_length_check check (length(email) <= 254);
alter table public.purchase_orders add constraint purchase_orders_number_length_check check (length(number) <= 30);
alter table public.goods_receipts add constraint goods_receipts_number_length_check check (length(number) <= 30);
alter table public.purchasing_counters
  add constraint purchasing_counters_series_length_check check (length(series) <= 3),
  add constraint purchasing_counters_year_length_check check (length(financial_year) <= 7);
create trigger purchase_orders_created_by_from_caller before insert on public.purchase_orders
  for each row execute function public.stamp_caller('created_by');
create trigger purchase_orders_created_by_unchanged before update of created_by on public.purchase_orders
  for each row execute function public.keep_caller_stamp('created_by');
