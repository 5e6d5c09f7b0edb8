-- Installation and handover (issue 24), part two. An order's installation or delivery is an
-- appointment that belongs to the order and goes to its site address; its handover is one row per
-- order (a checklist of what was installed, yes or no) with snags (photos, and the task each becomes)
-- and, once signed, the client's name, the time, the signature's file and the warranty's end.
--   book_installation()  installation.book: an installation or delivery visit for an order's crew
--   open_handover()      handover.sign: the order's handover, its checklist made from the order lines
--   sign_handover()      handover.sign: every item answered; stamps the time and the warranty
--                        (org_settings.warranty_months), moves the order to installed through the
--                        order state machine (dispatched -> delivered -> installed, one step at a
--                        time), turns each open snag into a task of the order's project and tells the
--                        order's salesperson (handover_signed)
-- Files (signature, snag photos) live in the file store under `<order's project>/documents/`, which
-- handover.sign may now write. A signed handover never changes.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- ---------------------------------------------------------------------------------------------
-- Appointments that belong to an order
-- ---------------------------------------------------------------------------------------------
alter table public.appointments
  add column order_id uuid references public.sales_orders (id) on delete cascade,
  -- Compared as text: the enum values were added by the previous migration.
  add constraint appointments_order_kind_check check (kind::text not in ('installation', 'delivery') or order_id is not null);
create index appointments_order_idx on public.appointments (order_id) where order_id is not null;

-- Only book_installation() ties an appointment to an order; a client write may not set or move it.
create or replace function public.guard_appointment_order()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_client_write()
     and ((tg_op = 'INSERT' and new.order_id is not null)
          or (tg_op = 'UPDATE' and new.order_id is distinct from old.order_id)) then
    raise exception 'an installation or delivery is booked for an order through book_installation'
      using errcode = 'check_violation', constraint = 'appointments_order_by_function';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_appointment_order() from public, anon, authenticated;
create trigger appointments_order_guard before insert or update on public.appointments
  for each row execute function public.guard_appointment_order();

-- Whoever books installations or signs handovers sees the visits of the orders they see.
create policy appointments_order_read on public.appointments for select to authenticated
  using (
    order_id is not null
    and ((select public.has_permission('installation.book')) or (select public.has_permission('handover.sign')))
    and exists (select 1 from public.sales_orders o where o.id = order_id)
  );

create or replace function public.book_installation(
  p_order_id uuid,
  p_starts_at timestamptz,
  p_assignee_id uuid default null,
  p_kind public.appointment_kind default 'installation',
  p_duration_minutes integer default 240,
  p_location text default null,
  p_notes text default null
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order record;
  v_id uuid;
begin
  if not public.has_permission('installation.book') then
    raise exception 'Booking an installation needs the installation.book permission'
      using errcode = 'insufficient_privilege';
  end if;
  select o.id, o.number, o.status, o.project_id, o.shipping_address, c.name as client_name into v_order
    from public.sales_orders o join public.clients c on c.id = o.client_id
   where o.id = p_order_id;
  if v_order.id is null or not public.can_see_project(v_order.project_id) then
    raise exception 'no order % that you may book', p_order_id using errcode = 'no_data_found';
  end if;
  if p_kind::text not in ('installation', 'delivery') then
    raise exception 'an order''s visit is an installation or a delivery, not %', p_kind
      using errcode = 'check_violation', constraint = 'appointments_order_kind_check';
  end if;
  if v_order.status in ('cancelled', 'closed') then
    raise exception 'order % is %: nothing more is booked for it', v_order.number, v_order.status
      using errcode = 'check_violation', constraint = 'appointments_order_open';
  end if;
  if p_starts_at is null or p_starts_at < now() - interval '1 day' then
    raise exception 'an installation is booked for a time to come'
      using errcode = 'check_violation', constraint = 'appointments_starts_at_future';
  end if;
  if p_assignee_id is not null
     and not exists (select 1 from public.staff s where s.id = p_assignee_id and s.active) then
    raise exception 'the crew lead must be an active staff member' using errcode = 'foreign_key_violation',
      constraint = 'appointments_assignee_id_fkey';
  end if;
  insert into public.appointments (kind, title, starts_at, duration_minutes, assignee_id, location, notes, order_id)
  values (p_kind,
          left(initcap(p_kind::text) || ' · ' || v_order.number || ' · ' || v_order.client_name, 160),
          p_starts_at, coalesce(p_duration_minutes, 240), p_assignee_id,
          left(coalesce(nullif(btrim(p_location), ''), v_order.shipping_address), 4000),
          nullif(btrim(coalesce(p_notes, '')), ''), v_order.id)
  returning id into v_id;
  return v_id;
end;
$$;
revoke execute on function public.book_installation(uuid, timestamptz, uuid, public.appointment_kind, integer, text, text)
  from public, anon;
grant execute on function public.book_installation(uuid, timestamptz, uuid, public.appointment_kind, integer, text, text)
  to authenticated;

-- ---------------------------------------------------------------------------------------------
-- Handovers and snags
-- ---------------------------------------------------------------------------------------------
-- A checklist is a list of {label, installed}: installed is true, false or null (not answered yet).
create or replace function public.handover_checklist_ok(p_checklist jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(p_checklist) = 'array'
     and jsonb_array_length(p_checklist) between 1 and 200
     and not exists (
       select 1 from jsonb_array_elements(p_checklist) e
        where jsonb_typeof(e) <> 'object'
           or coalesce(jsonb_typeof(e -> 'label'), '') <> 'string'
           or length(btrim(e ->> 'label')) not between 1 and 200
           or coalesce(jsonb_typeof(e -> 'installed'), 'null') not in ('boolean', 'null'))
$$;

create table public.handovers (
  id uuid primary key default gen_random_uuid(),
  order_id uuid not null constraint handovers_order_key unique references public.sales_orders (id) on delete cascade,
  checklist jsonb not null constraint handovers_checklist_check check (public.handover_checklist_ok(checklist)),
  signed_by_name text constraint handovers_signed_by_name_check check (length(btrim(signed_by_name)) between 1 and 120),
  signed_at timestamptz,
  signature_path text constraint handovers_signature_path_check
    check (signature_path ~ '^[A-Za-z0-9][A-Za-z0-9/_. -]*$' and signature_path !~ '\.\.' and length(signature_path) <= 1000),
  warranty_until date,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1,
  constraint handovers_signed_check check (
    (signed_at is null) = (signed_by_name is null) and (signed_at is null) = (signature_path is null)
    and (signed_at is null) = (warranty_until is null))
);

create table public.handover_snags (
  id uuid primary key default gen_random_uuid(),
  handover_id uuid not null references public.handovers (id) on delete cascade,
  description text not null constraint handover_snags_description_check check (length(btrim(description)) between 1 and 1000),
  photo_paths text[] not null default '{}' constraint handover_snags_photo_paths_check check (cardinality(photo_paths) <= 10),
  task_id uuid references public.tasks (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  version integer not null default 1
);
create index handover_snags_handover_idx on public.handover_snags (handover_id);

select public.track_changes('public.handovers');
select public.track_changes('public.handover_snags');
create trigger handovers_file_removal after delete or update of signature_path on public.handovers
  for each row execute function public.record_file_removal('signature_path');

-- A client may change an unsigned handover's checklist, and a snag's description and photos; the
-- signature, the time, the warranty and a snag's task are sign_handover's. Files name the order's
-- project's documents.
create or replace function public.guard_handover_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_signed timestamptz;
  v_project uuid;
  v_path text;
begin
  if not public.is_client_write() then
    return coalesce(new, old);
  end if;
  if tg_table_name = 'handovers' then
    if tg_op <> 'UPDATE' or old.signed_at is not null
       or (new.order_id, new.signed_by_name, new.signed_at, new.signature_path, new.warranty_until)
          is distinct from (old.order_id, old.signed_by_name, old.signed_at, old.signature_path, old.warranty_until) then
      raise exception 'a handover is opened and signed through open_handover and sign_handover; a signed one never changes'
        using errcode = 'check_violation', constraint = 'handovers_signed_by_function';
    end if;
    return new;
  end if;
  select h.signed_at, o.project_id into v_signed, v_project
    from public.handovers h join public.sales_orders o on o.id = h.order_id
   where h.id = case when tg_op = 'DELETE' then old.handover_id else new.handover_id end;
  if v_signed is not null or (tg_op = 'UPDATE' and new.handover_id is distinct from old.handover_id) then
    raise exception 'the handover is signed: its snags are tasks now'
      using errcode = 'check_violation', constraint = 'handovers_signed_by_function';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  if new.task_id is distinct from (case when tg_op = 'UPDATE' then old.task_id end) then
    raise exception 'a snag becomes a task when the handover is signed'
      using errcode = 'check_violation', constraint = 'handovers_signed_by_function';
  end if;
  foreach v_path in array new.photo_paths loop
    if v_path is null or v_path !~ ('^' || v_project::text || '/documents/[A-Za-z0-9][A-Za-z0-9_. -]*$') or v_path ~ '\.\.' then
      raise exception 'a snag''s photo is stored under its order''s project documents (%/documents/...)', v_project
        using errcode = 'check_violation', constraint = 'handover_snags_path_project_check';
    end if;
  end loop;
  return new;
end;
$$;
revoke execute on function public.guard_handover_change() from public, anon, authenticated;
create trigger handovers_guard before insert or update or delete on public.handovers
  for each row execute function public.guard_handover_change();
create trigger handover_snags_guard before insert or update or delete on public.handover_snags
  for each row execute function public.guard_handover_change();

-- Read: whoever sees the order (the orders policies decide). Write: handover.sign.
alter table public.handovers enable row level security;
alter table public.handover_snags enable row level security;
create policy handovers_read on public.handovers for select to authenticated
  using (exists (select 1 from public.sales_orders o where o.id = order_id));
create policy handovers_update on public.handovers for update to authenticated
  using ((select public.has_permission('handover.sign')) and exists (select 1 from public.sales_orders o where o.id = order_id))
  with check ((select public.has_permission('handover.sign')));
create policy handover_snags_read on public.handover_snags for select to authenticated
  using (exists (select 1 from public.handovers h where h.id = handover_id));
create policy handover_snags_write on public.handover_snags for all to authenticated
  using ((select public.has_permission('handover.sign')) and exists (select 1 from public.handovers h where h.id = handover_id))
  with check ((select public.has_permission('handover.sign')) and exists (select 1 from public.handovers h where h.id = handover_id));
revoke all on public.handovers, public.handover_snags from anon, authenticated;
grant select, update (checklist, version) on public.handovers to authenticated;
grant select, insert, update, delete on public.handover_snags to authenticated;

-- The file store: the handover's signer writes the order's documents (signature, snag photos).
create or replace function public.can_write_project_file(p_path text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
    when split_part(p_path, '/', 1) = 'catalogue'
      then p_path is not null and public.is_catalogue_image_path(p_path) and public.has_permission('catalogue.edit')
    else public.can_read_project_file(p_path)
     and case split_part(p_path, '/', 2)
           when 'recce' then public.has_permission('recce.edit')
           when 'design' then public.has_permission('design.edit')
           when 'documents' then public.has_permission('projects.edit') or public.has_permission('design.edit')
                                 or public.has_permission('recce.edit') or public.has_permission('handover.sign')
           else false
         end
  end;
$$;
