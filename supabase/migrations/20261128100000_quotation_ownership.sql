-- Quotations belong to their project (issue 20, findings 1, 4): they and their lines are read only
-- by those who can see the project (public.can_see_project) and written only by those who can see
-- it and hold proposal.create. A quotation's workflow columns (status, sent and decision times and
-- actors, decision note, tax snapshot) are written only by set_quotation_status (next migration), a
-- security definer function: a client's direct update of them is refused (public.is_client_write()).
-- A sent quotation changes only through that function; an approved or rejected one never changes.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- What the quotation showed when it was sent: the places and GSTINs that decided the GST split,
-- the rates and the split itself (quotation_tax reads it once the quotation is no longer a draft).
alter table public.quotations add column tax_snapshot jsonb;

-- Every status change, with who, when and why (a recall's reason, a decision's note).
create table public.quotation_status_log (
  id uuid primary key default gen_random_uuid(),
  quotation_id uuid not null references public.quotations (id) on delete cascade,
  from_status public.quotation_status not null,
  to_status public.quotation_status not null,
  note text constraint quotation_status_log_note_check check (length(note) <= 4000),
  changed_by uuid references public.staff (id) on delete set null,
  changed_at timestamptz not null default now()
);
create index quotation_status_log_quotation_idx on public.quotation_status_log (quotation_id, changed_at);
alter table public.quotation_status_log enable row level security;
create policy quotation_status_log_read on public.quotation_status_log for select to authenticated
  using (exists (select 1 from public.quotations q where q.id = quotation_id));
grant select on public.quotation_status_log to authenticated;
revoke all on public.quotation_status_log from anon;
revoke insert, update, delete, truncate on public.quotation_status_log from authenticated;

-- Row-level security ------------------------------------------------------------------------------
drop policy if exists quotations_read on public.quotations;
drop policy if exists quotations_insert on public.quotations;
drop policy if exists quotations_update on public.quotations;
create policy quotations_read on public.quotations for select to authenticated
  using (public.can_see_project(project_id));
create policy quotations_insert on public.quotations for insert to authenticated
  with check (
    (select public.has_permission('proposal.create')) and public.can_see_project(project_id)
    and status = 'draft' and sent_at is null and decided_at is null and decision_note is null
    and tax_snapshot is null
  );
-- Only drafts are edited by clients; the guard below says which columns.
create policy quotations_update on public.quotations for update to authenticated
  using ((select public.has_permission('proposal.create')) and public.can_see_project(project_id))
  with check ((select public.has_permission('proposal.create')) and public.can_see_project(project_id));

drop policy if exists quotation_lines_read on public.quotation_lines;
drop policy if exists quotation_lines_write on public.quotation_lines;
create policy quotation_lines_read on public.quotation_lines for select to authenticated
  using (exists (select 1 from public.quotations q where q.id = quotation_id));
create policy quotation_lines_write on public.quotation_lines for all to authenticated
  using (
    (select public.has_permission('proposal.create'))
    and public.can_see_project((select q.project_id from public.quotations q where q.id = quotation_id))
  )
  with check (
    (select public.has_permission('proposal.create'))
    and public.can_see_project((select q.project_id from public.quotations q where q.id = quotation_id))
  );

-- The guard -------------------------------------------------------------------------------------
-- draft -> sent -> approved | rejected, and sent -> draft (a recall), as before; now a client
-- changes none of the workflow columns itself, a quotation keeps its project and client, a sent
-- one changes only its status, and an approved or rejected one changes not at all. Sending needs
-- proposal.send; deciding and recalling need proposal.approve (checked again here so the rule
-- holds whoever updates).
create or replace function public.guard_quotation_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_workflow_columns text[] := array[
    'status', 'sent_at', 'decided_at', 'decision_note', 'sent_by', 'decided_by', 'tax_snapshot', 'updated_at', 'version'
  ];
  v_content_changed boolean :=
    (to_jsonb(new) - v_workflow_columns) is distinct from (to_jsonb(old) - v_workflow_columns);
  v_needed text;
begin
  if old.status in ('approved', 'rejected')
     and (to_jsonb(new) - array['updated_at', 'version']) is distinct from (to_jsonb(old) - array['updated_at', 'version']) then
    raise exception 'quotation % is %: it never changes; make a revision to change it', old.number, old.status
      using errcode = 'check_violation', constraint = 'quotations_locked';
  end if;
  if public.is_client_write()
     and (new.status, new.sent_at, new.decided_at, new.decision_note, new.tax_snapshot)
         is distinct from (old.status, old.sent_at, old.decided_at, old.decision_note, old.tax_snapshot) then
    raise exception 'a quotation''s status, decision note and tax snapshot change only through set_quotation_status'
      using errcode = 'check_violation', constraint = 'quotations_workflow_by_function';
  end if;
  if new.project_id is distinct from old.project_id or new.client_id is distinct from old.client_id then
    raise exception 'a quotation keeps its project and client; make a new quotation instead'
      using errcode = 'check_violation', constraint = 'quotations_project_fixed';
  end if;
  if new.status is distinct from old.status then
    if not (
      (old.status = 'draft' and new.status = 'sent')
      or (old.status = 'sent' and new.status in ('approved', 'rejected', 'draft'))
    ) then
      raise exception 'a quotation cannot go from % to %', old.status, new.status
        using errcode = 'check_violation', constraint = 'quotations_status_transition';
    end if;
    v_needed := case when new.status = 'sent' then 'proposal.send' else 'proposal.approve' end;
    if auth.uid() is not null and not public.has_permission(v_needed) then
      raise exception '% a quotation needs the % permission',
        case new.status when 'sent' then 'Sending' when 'draft' then 'Recalling' else 'Approving or rejecting' end,
        v_needed
        using errcode = 'insufficient_privilege';
    end if;
    if new.status = 'sent' then
      new.sent_at := now();
    elsif new.status = 'draft' then
      new.sent_at := null;
      new.tax_snapshot := null;
    else
      new.decided_at := now();
    end if;
  elsif new.sent_at is distinct from old.sent_at or new.decided_at is distinct from old.decided_at then
    raise exception 'sent and decision times are set by the status change'
      using errcode = 'check_violation', constraint = 'quotations_workflow_times';
  elsif old.status <> 'draft' and new.decision_note is distinct from old.decision_note then
    raise exception 'quotation % is %: its decision note is written with the decision', old.number, old.status
      using errcode = 'check_violation', constraint = 'quotations_locked';
  end if;
  if old.status <> 'draft' and v_content_changed then
    raise exception 'quotation % is %: recall it to draft or make a revision to change it', old.number, old.status
      using errcode = 'check_violation', constraint = 'quotations_locked';
  end if;
  if v_content_changed and auth.uid() is not null and not public.has_permission('proposal.create') then
    raise exception 'Changing a quotation needs the proposal.create permission'
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end;
$$;
