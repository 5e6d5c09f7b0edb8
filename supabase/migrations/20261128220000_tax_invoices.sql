-- Tax invoices (issue 23, money in): made from a sales order, whole or by its payment stages, by
-- whoever holds invoice.issue on a project they see. Numbered per financial year with the
-- organisation's prefix (INV/2026-27/0001), gapless and safe under concurrent issue (the counter row
-- of next_purchasing_number, now shared by every financial-year series). An issued invoice never
-- changes: its seller, buyer, place of supply and figures are a snapshot; it is cancelled only by a
-- credit note (next migration) that credits all of it.
--
-- Money, as quotations compute it (compute_quotation_totals): GST per rate on the sum of taxable
-- amounts at that rate, rounded to the paisa; within the state half CGST and half SGST (SGST takes the
-- odd paisa), across states IGST; intra- or inter-state as the approved quotation's tax snapshot says.
-- Each line carries its share of its rate's tax (the largest line of a rate takes the rounding), so
-- the lines add up to the totals, as the e-invoice schema wants. The grand total is rounded to the
-- rupee and the difference shown as round-off.
--
-- Stage invoices: an invoice for a stage of p % bills, per order line, round(line x cumulative % / 100)
-- less what earlier invoices billed, so the stages of an order add up to the order to the paisa.
-- Without a stage it bills the rest of the order. No BEGIN/COMMIT here: the runner chooses.

insert into public.permissions (code, area, description) values
  ('invoice.issue', 'sales', 'Issue tax invoices and credit notes')
on conflict do nothing;
-- Databases made before this migration: whoever records payments issues invoices (admins hold every
-- code). A new database gets the same from supabase/seeds/230_invoices.sql.
insert into public.role_permissions (role_id, permission_code)
select distinct rp.role_id, 'invoice.issue' from public.role_permissions rp
 where rp.permission_code = 'payment.record'
on conflict do nothing;

alter table public.org_settings
  add column invoice_prefix text not null default 'INV'
    constraint org_settings_invoice_prefix_check check (invoice_prefix ~ '^[A-Z][A-Z0-9]{0,5}$')
    constraint org_settings_invoice_prefix_length_check check (length(invoice_prefix) <= 6),
  add column credit_note_prefix text not null default 'CN'
    constraint org_settings_credit_note_prefix_check check (credit_note_prefix ~ '^[A-Z][A-Z0-9]{0,5}$')
    constraint org_settings_credit_note_prefix_length_check check (length(credit_note_prefix) <= 6),
  add column receipt_prefix text not null default 'RCPT'
    constraint org_settings_receipt_prefix_check check (receipt_prefix ~ '^[A-Z][A-Z0-9]{0,5}$')
    constraint org_settings_receipt_prefix_length_check check (length(receipt_prefix) <= 6),
  add column invoice_due_days integer not null default 15
    constraint org_settings_invoice_due_days_check check (invoice_due_days between 0 and 365);

-- Every financial-year series shares the counters: PO, GRN and the organisation's prefixes.
alter table public.purchasing_counters drop constraint purchasing_counters_series_check,
  drop constraint purchasing_counters_series_length_check;
alter table public.purchasing_counters
  add constraint purchasing_counters_series_check check (series ~ '^[A-Z][A-Z0-9]{0,5}$'),
  add constraint purchasing_counters_series_length_check check (length(series) <= 6);

-- GST state codes (the first two digits of a GSTIN; the e-invoice's Stcd and Pos).
create table public.gst_states (
  code char(2) primary key constraint gst_states_code_check check (code ~ '^[0-9]{2}$'),
  name text not null constraint gst_states_name_key unique
);
insert into public.gst_states (code, name) values
  ('01', 'Jammu and Kashmir'), ('02', 'Himachal Pradesh'), ('03', 'Punjab'), ('04', 'Chandigarh'),
  ('05', 'Uttarakhand'), ('06', 'Haryana'), ('07', 'Delhi'), ('08', 'Rajasthan'), ('09', 'Uttar Pradesh'),
  ('10', 'Bihar'), ('11', 'Sikkim'), ('12', 'Arunachal Pradesh'), ('13', 'Nagaland'), ('14', 'Manipur'),
  ('15', 'Mizoram'), ('16', 'Tripura'), ('17', 'Meghalaya'), ('18', 'Assam'), ('19', 'West Bengal'),
  ('20', 'Jharkhand'), ('21', 'Odisha'), ('22', 'Chhattisgarh'), ('23', 'Madhya Pradesh'), ('24', 'Gujarat'),
  ('26', 'Dadra and Nagar Haveli and Daman and Diu'), ('27', 'Maharashtra'), ('29', 'Karnataka'),
  ('30', 'Goa'), ('31', 'Lakshadweep'), ('32', 'Kerala'), ('33', 'Tamil Nadu'), ('34', 'Puducherry'),
  ('35', 'Andaman and Nicobar Islands'), ('36', 'Telangana'), ('37', 'Andhra Pradesh'), ('38', 'Ladakh'),
  ('97', 'Other Territory');
alter table public.gst_states enable row level security;
create policy gst_states_read on public.gst_states for select to authenticated using (true);
grant select on public.gst_states to authenticated;
revoke all on public.gst_states from anon;

-- The state code of a GSTIN, else of a state name (ignoring case and spaces), else null.
create or replace function public.gst_state_code(p_gstin text, p_state text)
returns char(2)
language sql
stable
set search_path = ''
as $$
  select coalesce(
    case when p_gstin ~ '^[0-9]{2}' then left(p_gstin, 2) end,
    (select s.code from public.gst_states s
      where lower(regexp_replace(s.name, '\s+', '', 'g')) = lower(regexp_replace(p_state, '\s+', '', 'g')))
  )::char(2)
$$;
grant execute on function public.gst_state_code(text, text) to authenticated;

create type public.invoice_status as enum ('issued', 'cancelled');

create table public.tax_invoices (
  id uuid primary key default gen_random_uuid(),
  number text not null constraint tax_invoices_number_key unique,
  order_id uuid not null references public.sales_orders (id) on delete restrict,
  project_id uuid not null references public.projects (id) on delete restrict,
  client_id uuid not null references public.clients (id) on delete restrict,
  -- The stage billed, or null for the rest of the order.
  payment_stage_id uuid references public.project_payment_stages (id) on delete restrict,
  stage_name text,
  share_percent numeric(5, 2) not null constraint tax_invoices_share_percent_check check (share_percent > 0 and share_percent <= 100),
  invoice_date date not null,
  due_date date not null,
  status public.invoice_status not null default 'issued',
  currency char(3) not null,
  intra_state boolean not null,
  place_of_supply text,
  place_of_supply_code char(2),
  seller_name text not null,
  seller_gstin text,
  seller_address text,
  seller_state text,
  seller_state_code char(2),
  seller_city text,
  seller_pincode text,
  buyer_name text not null,
  buyer_gstin text,
  buyer_address text,
  buyer_state text,
  buyer_city text,
  buyer_pincode text,
  buyer_email text,
  buyer_phone text,
  taxable_total numeric(14, 2) not null,
  cgst_total numeric(14, 2) not null,
  sgst_total numeric(14, 2) not null,
  igst_total numeric(14, 2) not null,
  round_off numeric(6, 2) not null,
  grand_total numeric(14, 2) not null,
  issued_by uuid references public.staff (id) on delete set null,
  created_at timestamptz not null default clock_timestamp()
);
create index tax_invoices_order_idx on public.tax_invoices (order_id);
create index tax_invoices_client_idx on public.tax_invoices (client_id, invoice_date);
create unique index tax_invoices_stage_key on public.tax_invoices (order_id, payment_stage_id)
  where status = 'issued' and payment_stage_id is not null;

create table public.tax_invoice_lines (
  id uuid primary key default gen_random_uuid(),
  invoice_id uuid not null references public.tax_invoices (id) on delete restrict,
  position integer not null,
  order_line_id uuid references public.order_lines (id) on delete set null,
  description text not null,
  hsn text,
  unit public.measure_unit not null,
  quantity numeric(12, 3) not null,
  unit_price numeric(14, 2) not null,
  gross_amount numeric(14, 2) not null,
  discount_amount numeric(14, 2) not null,
  taxable_amount numeric(14, 2) not null,
  gst_rate numeric(5, 2) not null,
  cgst_amount numeric(14, 2) not null,
  sgst_amount numeric(14, 2) not null,
  igst_amount numeric(14, 2) not null,
  constraint tax_invoice_lines_position_key unique (invoice_id, position)
);

-- Tax for a set of lines {position, taxable_amount, gst_rate}: each line's share of its rate's GST
-- (rounded per rate; the largest line takes the rounding), split CGST/SGST or IGST. Shared by
-- invoices and credit notes, so a credit note reverses tax the way the invoice charged it.
create or replace function public.split_line_tax(p_lines jsonb, p_intra_state boolean)
returns table (line_position integer, cgst_amount numeric, sgst_amount numeric, igst_amount numeric)
language sql
immutable
set search_path = ''
as $$
  with l as (
    select (e ->> 'position')::integer as position, (e ->> 'taxable_amount')::numeric as taxable,
           (e ->> 'gst_rate')::numeric as rate
      from jsonb_array_elements(p_lines) e
  ),
  ranked as (
    select l.*, round(l.taxable * l.rate / 100, 2) as gst_raw,
           round(sum(l.taxable) over (partition by l.rate) * l.rate / 100, 2) as rate_gst,
           sum(round(l.taxable * l.rate / 100, 2)) over (partition by l.rate) as rate_gst_raw,
           row_number() over (partition by l.rate order by abs(l.taxable) desc, l.position) as rn
      from l
  ),
  gst as (
    select r.*, r.gst_raw + case when r.rn = 1 then r.rate_gst - r.rate_gst_raw else 0 end as gst,
           round(r.rate_gst / 2, 2) as rate_cgst
      from ranked r
  ),
  halves as (
    select g.*, round(g.gst / 2, 2) as cgst_raw, sum(round(g.gst / 2, 2)) over (partition by g.rate) as rate_cgst_raw
      from gst g
  )
  select h.position,
         case when p_intra_state then h.cgst_raw + case when h.rn = 1 then h.rate_cgst - h.rate_cgst_raw else 0 end else 0 end,
         case when p_intra_state then h.gst - h.cgst_raw - case when h.rn = 1 then h.rate_cgst - h.rate_cgst_raw else 0 end else 0 end,
         case when p_intra_state then 0 else h.gst end
    from halves h
$$;
grant execute on function public.split_line_tax(jsonb, boolean) to authenticated;

-- Invoices are written by issue_invoice and the credit-note functions only; a line never changes
-- and an invoice changes only from issued to cancelled.
create or replace function public.guard_issued_document()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and tg_table_name = 'tax_invoices' and old.status = 'issued' and new.status = 'cancelled'
     and (to_jsonb(new) - 'status') = (to_jsonb(old) - 'status') then
    return new;
  end if;
  raise exception 'An issued % never changes; a credit note corrects it', rtrim(replace(tg_table_name, '_', ' '), 's')
    using errcode = 'check_violation', constraint = tg_table_name || '_immutable';
end;
$$;
create trigger tax_invoices_immutable before update or delete on public.tax_invoices
  for each row execute function public.guard_issued_document();
create trigger tax_invoice_lines_immutable before update or delete on public.tax_invoice_lines
  for each row execute function public.guard_issued_document();

-- Who may read money documents of a project: accounts, sales who chase collections, invoicing.
create or replace function public.may_read_money(p_project_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (public.has_permission('payment.record') or public.has_permission('proposal.create')
          or public.has_permission('invoice.issue'))
     and public.can_see_project(p_project_id)
$$;
revoke execute on function public.may_read_money(uuid) from public, anon;
grant execute on function public.may_read_money(uuid) to authenticated;

alter table public.tax_invoices enable row level security;
alter table public.tax_invoice_lines enable row level security;
create policy tax_invoices_read on public.tax_invoices for select to authenticated
  using (public.may_read_money(project_id));
create policy tax_invoice_lines_read on public.tax_invoice_lines for select to authenticated
  using (exists (select 1 from public.tax_invoices i where i.id = invoice_id));
grant select on public.tax_invoices, public.tax_invoice_lines to authenticated;
revoke insert, update, delete, truncate, references, trigger on public.tax_invoices, public.tax_invoice_lines
  from authenticated;
revoke all on public.tax_invoices, public.tax_invoice_lines from anon;
