-- Switches a caller can set decide nothing (issue 20, finding 4): a designer approved her own
-- designs after set_config('fpw.design_review','on') and switched the audit log off with
-- set_config('fpw.audit','off'); any client can set_config a custom setting.
--
--   audit        write_audit_log() no longer reads fpw.audit. The demo seeds (run by the owner)
--                keep a fresh database's history empty by calling quiet_audit(), which records
--                the transaction in audit_quiet_transactions: only the owner may execute it, no
--                client may write that table, and a transaction id is never reused.
--   designs      guard_design_review_columns() asks public.is_client_write(): review_design() runs
--                as the owner, a client's own update does not, whatever it sets. Moving a design
--                into review records who did (submitted_by, the database's to say), and
--                review_design() refuses the design's designer and whoever submitted it, whatever
--                their permissions.
--   recces       guard_locked_recce() asks public.is_client_write(); complete_recce() and
--                reopen_recce() run as the owner and check recce.edit and the project themselves.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- ---------------------------------------------------------------------------------------------
-- Audit
-- ---------------------------------------------------------------------------------------------
create table public.audit_quiet_transactions (
  xact bigint primary key,
  quieted_at timestamptz not null default now()
);
comment on table public.audit_quiet_transactions is
  'Transactions whose writes are not audited (the demo seeds): written by quiet_audit(), which only the owner may execute.';
alter table public.audit_quiet_transactions enable row level security;
revoke all on public.audit_quiet_transactions from public, anon, authenticated;

create or replace function public.quiet_audit()
returns void
language sql
set search_path = ''
as $$
  insert into public.audit_quiet_transactions (xact) values (txid_current()) on conflict do nothing;
$$;
revoke execute on function public.quiet_audit() from public, anon, authenticated;
comment on function public.quiet_audit() is
  'For the owner''s seeds: the rest of this transaction writes no audit rows. Not executable by clients.';

create or replace function public.write_audit_log()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_old jsonb;
  v_new jsonb;
  v_row jsonb;
  v_row_id text;
  v_user uuid;
begin
  if exists (select 1 from public.audit_quiet_transactions q where q.xact = txid_current()) then
    return null;
  end if;
  if tg_op <> 'INSERT' then
    v_old := to_jsonb(old);
  end if;
  if tg_op <> 'DELETE' then
    v_new := to_jsonb(new);
  end if;
  v_row := coalesce(v_new, v_old);
  if tg_nargs = 0 then
    v_row_id := v_row ->> 'id';
  else
    select string_agg(v_row ->> key_column, ':' order by ordinality)
      into v_row_id
      from unnest(tg_argv) with ordinality as k(key_column, ordinality);
  end if;
  v_user := auth.uid();
  insert into public.audit_log (actor_user_id, actor_staff_id, table_name, row_id, action, old_data, new_data)
  values (
    v_user,
    case when v_user is not null then (select s.id from public.staff s where s.user_id = v_user) end,
    tg_table_name,
    v_row_id,
    lower(tg_op),
    v_old,
    v_new
  );
  return null;
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- Design reviews
-- ---------------------------------------------------------------------------------------------
alter table public.designs
  add column submitted_by uuid references public.staff (id) on delete set null;
comment on column public.designs.submitted_by is
  'Who last moved the design into review (internal or client); set by the database. They may not review it.';

create or replace function public.guard_design_review_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_client_write() then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.status = 'approved' then
      raise exception 'A design is approved by a review, not when it is created'
        using errcode = 'check_violation', constraint = 'designs_status_review_check', column = 'status';
    end if;
    new.revision := 0;
    new.submitted_by := case when new.status in ('internal_review', 'client_review') then public.current_staff_id() end;
    return new;
  end if;
  if new.status is distinct from old.status and (new.status = 'approved' or old.status = 'approved') then
    raise exception 'Only a review approves a design (or sends an approved one back)'
      using errcode = 'check_violation', constraint = 'designs_status_review_check', column = 'status';
  end if;
  if new.revision is distinct from old.revision then
    raise exception 'The revision counts the times a design was sent back; a review changes it'
      using errcode = 'check_violation', constraint = 'designs_revision_review_check', column = 'revision';
  end if;
  if new.approved_at is distinct from old.approved_at then
    raise exception 'The approval time is set by the review'
      using errcode = 'check_violation', constraint = 'designs_status_review_check', column = 'approved_at';
  end if;
  if new.status in ('internal_review', 'client_review') and new.status is distinct from old.status then
    new.submitted_by := public.current_staff_id();
  else
    new.submitted_by := old.submitted_by;
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_design_review_columns() from public, anon, authenticated;

create or replace function public.review_design(
  p_design_id uuid,
  p_decision text,
  p_comment text default null,
  p_version integer default null
)
returns public.designs
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_design public.designs;
  v_comment text := nullif(btrim(coalesce(p_comment, '')), '');
  v_row public.designs;
  v_me uuid := public.current_staff_id();
begin
  if p_decision is null or p_decision not in ('approved', 'sent_back') then
    raise exception 'Decide: approve the design or send it back'
      using errcode = 'check_violation', constraint = 'design_reviews_decision_check', column = 'decision';
  end if;
  select d.* into v_design from public.designs d where d.id = p_design_id for update;
  if not found or not public.can_see_design(p_design_id) then
    raise exception 'This design does not exist or is not yours to see' using errcode = 'P0002';
  end if;
  if not public.has_permission('design.approve') then
    raise exception 'Reviewing designs needs the design.approve permission' using errcode = '42501';
  end if;
  if v_me is null or v_me = v_design.designer_id or v_me = v_design.submitted_by then
    raise exception 'A design is reviewed by someone other than its designer and whoever submitted it'
      using errcode = '42501';
  end if;
  if p_version is not null and v_design.version <> p_version then
    raise exception 'Someone else saved this design after you opened it (version %, you had %)',
      v_design.version, p_version using errcode = '40001';
  end if;
  if p_decision = 'sent_back' and v_comment is null then
    raise exception 'Say what to change: a design is sent back with a comment'
      using errcode = 'check_violation', constraint = 'design_reviews_comment_check', column = 'comment';
  end if;
  if v_comment is not null and length(v_comment) > 4000 then
    raise exception 'Keep the comment under 4000 characters'
      using errcode = 'check_violation', constraint = 'design_reviews_comment_length_check', column = 'comment';
  end if;
  if v_design.status = 'approved' then
    raise exception 'This design is already approved' using errcode = 'P0001';
  end if;
  if v_design.status = 'not_started' then
    raise exception 'This design has not been started: there is nothing to review yet' using errcode = 'P0001';
  end if;
  if v_design.status = 'revision' then
    raise exception 'This design is waiting for its revision: review it once the designer has submitted it'
      using errcode = 'P0001';
  end if;

  insert into public.design_reviews (design_id, decision, comment, revision)
  values (p_design_id, p_decision::public.design_decision, v_comment, v_design.revision);

  if p_decision = 'approved' then
    update public.designs d
       set status = 'approved', approved_at = now()
     where d.id = p_design_id
    returning d.* into v_row;
  else
    update public.designs d
       set status = 'revision', revision = d.revision + 1
     where d.id = p_design_id
    returning d.* into v_row;
  end if;
  return v_row;
end;
$$;
