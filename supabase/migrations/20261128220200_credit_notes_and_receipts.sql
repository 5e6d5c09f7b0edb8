-- Credit notes and receipts (issue 23, money in).
--   issue_credit_note(invoice, reason, lines, date)  invoice.issue on the invoice's project. Credits a
--     whole invoice (lines null) or some lines, each in full or for part of its taxable amount, never
--     more than is left on a line. Tax is reversed the way the invoice charged it (split_line_tax);
--     the note that credits what is left of an invoice takes exactly what is left of each figure, so
--     an invoice and its credit notes always net to zero. That invoice becomes cancelled.
--     Numbered CN/2026-27/0001 with the organisation's prefix; immutable like invoices.
--   payment_receipts   a receipt number (RCPT/2026-27/0001) for every payment received (not for a
--     reversal), given by the database when the payment is recorded; payments made before this
--     migration are numbered in the order they were received.
-- No BEGIN/COMMIT here: the runner chooses.

create table public.credit_notes (
  id uuid primary key default gen_random_uuid(),
  number text not null constraint credit_notes_number_key unique,
  invoice_id uuid not null references public.tax_invoices (id) on delete restrict,
  order_id uuid not null references public.sales_orders (id) on delete restrict,
  project_id uuid not null references public.projects (id) on delete restrict,
  client_id uuid not null references public.clients (id) on delete restrict,
  note_date date not null,
  reason text not null constraint credit_notes_reason_check check (length(btrim(reason)) between 1 and 1000),
  taxable_total numeric(14, 2) not null,
  cgst_total numeric(14, 2) not null,
  sgst_total numeric(14, 2) not null,
  igst_total numeric(14, 2) not null,
  round_off numeric(6, 2) not null,
  grand_total numeric(14, 2) not null,
  issued_by uuid references public.staff (id) on delete set null,
  created_at timestamptz not null default clock_timestamp()
);
create index credit_notes_invoice_idx on public.credit_notes (invoice_id);
create index credit_notes_client_idx on public.credit_notes (client_id, note_date);

create table public.credit_note_lines (
  id uuid primary key default gen_random_uuid(),
  credit_note_id uuid not null references public.credit_notes (id) on delete restrict,
  position integer not null,
  invoice_line_id uuid not null references public.tax_invoice_lines (id) on delete restrict,
  description text not null,
  hsn text,
  taxable_amount numeric(14, 2) not null constraint credit_note_lines_taxable_check check (taxable_amount > 0),
  gst_rate numeric(5, 2) not null,
  cgst_amount numeric(14, 2) not null,
  sgst_amount numeric(14, 2) not null,
  igst_amount numeric(14, 2) not null,
  constraint credit_note_lines_position_key unique (credit_note_id, position)
);
create index credit_note_lines_invoice_line_idx on public.credit_note_lines (invoice_line_id);

create trigger credit_notes_immutable before update or delete on public.credit_notes
  for each row execute function public.guard_issued_document();
create trigger credit_note_lines_immutable before update or delete on public.credit_note_lines
  for each row execute function public.guard_issued_document();

alter table public.credit_notes enable row level security;
alter table public.credit_note_lines enable row level security;
create policy credit_notes_read on public.credit_notes for select to authenticated
  using (public.may_read_money(project_id));
create policy credit_note_lines_read on public.credit_note_lines for select to authenticated
  using (exists (select 1 from public.credit_notes n where n.id = credit_note_id));
grant select on public.credit_notes, public.credit_note_lines to authenticated;
revoke insert, update, delete, truncate, references, trigger on public.credit_notes, public.credit_note_lines
  from authenticated;
revoke all on public.credit_notes, public.credit_note_lines from anon;

create or replace function public.issue_credit_note(
  p_invoice_id uuid,
  p_reason text,
  p_lines jsonb default null,
  p_note_date date default current_date
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_invoice public.tax_invoices;
  v_id uuid := gen_random_uuid();
  v_lines jsonb;
  v_completes boolean;
  v_date date := coalesce(p_note_date, current_date);
  v_t record;
begin
  select i.* into v_invoice from public.tax_invoices i where i.id = p_invoice_id for update;
  if not found then
    raise exception 'No such invoice' using errcode = 'no_data_found';
  end if;
  if auth.uid() is not null
     and not (public.has_permission('invoice.issue') and public.can_see_project(v_invoice.project_id)) then
    raise exception 'Issuing credit notes needs the invoice.issue permission on this project'
      using errcode = 'insufficient_privilege';
  end if;
  if v_invoice.status <> 'issued' then
    raise exception 'Invoice % is already cancelled by credit notes', v_invoice.number
      using errcode = 'check_violation', constraint = 'credit_notes_invoice_check';
  end if;
  if coalesce(length(btrim(p_reason)), 0) not between 1 and 1000 then
    raise exception 'Say why the invoice is credited (up to 1000 characters)'
      using errcode = 'check_violation', constraint = 'credit_notes_reason_check';
  end if;
  if v_date < v_invoice.invoice_date or v_date > current_date + 1 then
    raise exception 'A credit note is dated from its invoice''s date (%) to tomorrow', v_invoice.invoice_date
      using errcode = 'check_violation', constraint = 'credit_notes_note_date_check';
  end if;
  if p_lines is not null and (jsonb_typeof(p_lines) <> 'array' or jsonb_array_length(p_lines) = 0) then
    raise exception 'Name the invoice lines to credit' using errcode = 'check_violation',
      constraint = 'credit_note_lines_check';
  end if;

  -- What is left on each line of the invoice, and what this note asks for.
  with asked as (
    select (e ->> 'invoice_line_id')::uuid as line_id, (e ->> 'taxable_amount')::numeric as amount
      from jsonb_array_elements(coalesce(p_lines, '[]'::jsonb)) e
  ),
  left_on as (
    select l.*, l.taxable_amount - coalesce(c.taxable, 0) as taxable_left,
           l.cgst_amount - coalesce(c.cgst, 0) as cgst_left, l.sgst_amount - coalesce(c.sgst, 0) as sgst_left,
           l.igst_amount - coalesce(c.igst, 0) as igst_left
      from public.tax_invoice_lines l
      left join lateral (
        select sum(n.taxable_amount) as taxable, sum(n.cgst_amount) as cgst, sum(n.sgst_amount) as sgst,
               sum(n.igst_amount) as igst
          from public.credit_note_lines n where n.invoice_line_id = l.id
      ) c on true
     where l.invoice_id = v_invoice.id
  )
  select coalesce(jsonb_agg(jsonb_build_object(
           'position', o.position, 'invoice_line_id', o.id,
           'description', o.description, 'hsn', o.hsn, 'gst_rate', o.gst_rate,
           'taxable_amount', coalesce(a.amount, o.taxable_left), 'taxable_left', o.taxable_left,
           'asked', a.line_id is not null or (p_lines is null and o.taxable_left > 0),
           'cgst_left', o.cgst_left, 'sgst_left', o.sgst_left, 'igst_left', o.igst_left)), '[]'::jsonb)
    into v_lines
    from left_on o left join asked a on a.line_id = o.id;

  if p_lines is not null and exists (
       select 1 from jsonb_array_elements(p_lines) e
        where not exists (select 1 from jsonb_array_elements(v_lines) v
                           where v ->> 'invoice_line_id' = e ->> 'invoice_line_id')) then
    raise exception 'A line named is not a line of invoice %', v_invoice.number
      using errcode = 'check_violation', constraint = 'credit_note_lines_check';
  end if;
  if exists (select 1 from jsonb_array_elements(v_lines) v where (v ->> 'asked')::boolean
              and ((v ->> 'taxable_amount')::numeric <= 0
                   or (v ->> 'taxable_amount')::numeric > (v ->> 'taxable_left')::numeric)) then
    raise exception 'A line can be credited for more than nothing and at most what is left on it'
      using errcode = 'check_violation', constraint = 'credit_note_lines_taxable_check';
  end if;
  select bool_and(not (v ->> 'asked')::boolean and (v ->> 'taxable_left')::numeric = 0
                  or (v ->> 'asked')::boolean and (v ->> 'taxable_amount')::numeric = (v ->> 'taxable_left')::numeric)
    into v_completes
    from jsonb_array_elements(v_lines) v;
  select coalesce(jsonb_agg(v), '[]'::jsonb) into v_lines
    from jsonb_array_elements(v_lines) v where (v ->> 'asked')::boolean and (v ->> 'taxable_amount')::numeric > 0;
  if jsonb_array_length(v_lines) = 0 then
    raise exception 'Nothing is left to credit on invoice %', v_invoice.number
      using errcode = 'check_violation', constraint = 'credit_note_lines_check';
  end if;

  -- Tax: what is left of each line's tax when the note completes the invoice, else as charged.
  select coalesce(jsonb_agg(v || case when v_completes then jsonb_build_object(
             'cgst_amount', v -> 'cgst_left', 'sgst_amount', v -> 'sgst_left', 'igst_amount', v -> 'igst_left')
           else jsonb_build_object('cgst_amount', t.cgst_amount, 'sgst_amount', t.sgst_amount,
                                   'igst_amount', t.igst_amount) end), '[]'::jsonb)
    into v_lines
    from jsonb_array_elements(v_lines) v
    join public.split_line_tax(v_lines, v_invoice.intra_state) t on t.line_position = (v ->> 'position')::integer;

  select sum((v ->> 'taxable_amount')::numeric) as taxable, sum((v ->> 'cgst_amount')::numeric) as cgst,
         sum((v ->> 'sgst_amount')::numeric) as sgst, sum((v ->> 'igst_amount')::numeric) as igst
    into v_t from jsonb_array_elements(v_lines) v;

  insert into public.credit_notes (id, number, invoice_id, order_id, project_id, client_id, note_date, reason,
    taxable_total, cgst_total, sgst_total, igst_total, round_off, grand_total, issued_by)
  select v_id, public.next_purchasing_number(o.credit_note_prefix, v_date), v_invoice.id, v_invoice.order_id,
         v_invoice.project_id, v_invoice.client_id, v_date, btrim(p_reason), v_t.taxable, v_t.cgst, v_t.sgst, v_t.igst,
         g.grand - (v_t.taxable + v_t.cgst + v_t.sgst + v_t.igst), g.grand, public.current_staff_id()
    from public.org_settings o
    cross join lateral (
      select case when v_completes
                  then v_invoice.grand_total - coalesce((select sum(n.grand_total) from public.credit_notes n
                                                          where n.invoice_id = v_invoice.id), 0)
                  else round(v_t.taxable + v_t.cgst + v_t.sgst + v_t.igst) end as grand
    ) g
   limit 1;

  insert into public.credit_note_lines (credit_note_id, position, invoice_line_id, description, hsn,
    taxable_amount, gst_rate, cgst_amount, sgst_amount, igst_amount)
  select v_id, (v ->> 'position')::integer, (v ->> 'invoice_line_id')::uuid, v ->> 'description', v ->> 'hsn',
         (v ->> 'taxable_amount')::numeric, (v ->> 'gst_rate')::numeric, (v ->> 'cgst_amount')::numeric,
         (v ->> 'sgst_amount')::numeric, (v ->> 'igst_amount')::numeric
    from jsonb_array_elements(v_lines) v;

  if v_completes then
    update public.tax_invoices i set status = 'cancelled' where i.id = v_invoice.id;
  end if;
  return v_id;
end;
$$;
revoke execute on function public.issue_credit_note(uuid, text, jsonb, date) from public, anon;
grant execute on function public.issue_credit_note(uuid, text, jsonb, date) to authenticated;

-- Receipts: one number per payment received, given when it is recorded.
create table public.payment_receipts (
  payment_id uuid primary key references public.payments (id) on delete restrict,
  number text not null constraint payment_receipts_number_key unique,
  created_at timestamptz not null default clock_timestamp()
);
create trigger payment_receipts_immutable before update or delete on public.payment_receipts
  for each row execute function public.guard_issued_document();
alter table public.payment_receipts enable row level security;
create policy payment_receipts_read on public.payment_receipts for select to authenticated
  using (exists (select 1 from public.payments p where p.id = payment_id));
grant select on public.payment_receipts to authenticated;
revoke insert, update, delete, truncate, references, trigger on public.payment_receipts from authenticated;
revoke all on public.payment_receipts from anon;

-- SECURITY DEFINER: it takes the number; the payment's own triggers have already said who may.
create or replace function public.number_payment_receipt()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.reverses_payment_id is null then
    insert into public.payment_receipts (payment_id, number)
    select new.id, public.next_purchasing_number(o.receipt_prefix, new.received_on) from public.org_settings o limit 1;
  end if;
  return null;
end;
$$;
revoke execute on function public.number_payment_receipt() from public, anon, authenticated;
create trigger payments_receipt after insert on public.payments
  for each row execute function public.number_payment_receipt();

do $$
declare
  v_payment public.payments;
begin
  for v_payment in
    select pay.* from public.payments pay where pay.reverses_payment_id is null
     order by pay.received_on, pay.created_at, pay.id
  loop
    insert into public.payment_receipts (payment_id, number)
    select v_payment.id, public.next_purchasing_number(o.receipt_prefix, v_payment.received_on)
      from public.org_settings o limit 1;
  end loop;
end;
$$;

-- No NaN or infinity in the books, and every text has its upper length (as 20261125090000 and
-- 20261125090100 give the older tables), for the tables of this and the previous migration.
do $$
declare
  v_column record;
begin
  for v_column in
    select c.relname as table_name, a.attname as column_name, a.atttypid = 'pg_catalog.numeric'::regtype as is_numeric
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and a.attnum > 0 and not a.attisdropped
       and c.relname in ('gst_states', 'tax_invoices', 'tax_invoice_lines', 'credit_notes', 'credit_note_lines',
                         'payment_receipts')
       and a.atttypid in ('pg_catalog.numeric'::regtype, 'pg_catalog.text'::regtype)
  loop
    if v_column.is_numeric then
      execute format('alter table public.%I add constraint %I check (%I <> %L and %I <> %L and %I <> %L)',
        v_column.table_name, v_column.table_name || '_' || v_column.column_name || '_finite_check',
        v_column.column_name, 'NaN', v_column.column_name, 'Infinity', v_column.column_name, '-Infinity');
    else
      execute format('alter table public.%I add constraint %I check (length(%I) <= 1000)',
        v_column.table_name, v_column.table_name || '_' || v_column.column_name || '_length_check',
        v_column.column_name);
    end if;
  end loop;
end;
$$;

revoke execute on function public.guard_issued_document() from public, anon, authenticated;
revoke execute on function public.gst_state_code(text, text), public.split_line_tax(jsonb, boolean) from public, anon;
