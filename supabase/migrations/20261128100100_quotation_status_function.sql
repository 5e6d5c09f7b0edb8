-- The one way a quotation's status moves (issue 20, findings 1, 7): set_quotation_status, security
-- definer, checks who may (the permission, and that the caller can see the project), the version
-- the caller read, and the step, and logs it in quotation_status_log:
--   draft -> sent                  proposal.send; stores the tax snapshot (below)
--   sent -> approved | rejected    proposal.approve; the note is the decision note
--   sent -> draft (recall)         proposal.approve, with a reason (required, logged); the snapshot goes
-- quotation_tax(id) reads the snapshot once the quotation is no longer a draft, so editing the
-- client's state or GSTIN later does not flip a sent or approved quotation's CGST/SGST to IGST.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- The live computation, as 20261125085000 defined it, plus the GSTINs and states it used.
alter function public.quotation_tax(uuid) rename to quotation_tax_live;

create function public.quotation_tax_basis(p_quotation_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
      'client_state', c.state,
      'client_gstin', c.gstin,
      'project_state', p.state,
      'org_gstin', (select o.gstin from public.org_settings o limit 1),
      'taken_at', now()
    )
    from public.quotations q
    join public.clients c on c.id = q.client_id
    join public.projects p on p.id = q.project_id
   where q.id = p_quotation_id;
$$;
revoke execute on function public.quotation_tax_basis(uuid) from public, anon;

-- Totals with the GST split: the stored snapshot once sent, else computed from the live rows.
create function public.quotation_tax(p_quotation_id uuid)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select case
           when q.status <> 'draft' and q.tax_snapshot is not null then q.tax_snapshot
           else public.quotation_tax_live(q.id) || jsonb_build_object('snapshot', false)
         end
    from public.quotations q
   where q.id = p_quotation_id;
$$;
revoke execute on function public.quotation_tax(uuid) from public, anon;
grant execute on function public.quotation_tax(uuid) to authenticated;

create function public.set_quotation_status(
  p_quotation_id uuid,
  p_version integer,
  p_status public.quotation_status,
  p_note text default null
)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_quotation public.quotations;
  v_note text := nullif(btrim(coalesce(p_note, '')), '');
  v_version integer;
begin
  select q.* into v_quotation from public.quotations q where q.id = p_quotation_id for update;
  if p_status = 'sent' and not public.has_permission('proposal.send') then
    raise exception 'Sending a quotation needs the proposal.send permission' using errcode = 'insufficient_privilege';
  end if;
  if p_status in ('approved', 'rejected') and not public.has_permission('proposal.approve') then
    raise exception 'Approving or rejecting a quotation needs the proposal.approve permission'
      using errcode = 'insufficient_privilege';
  end if;
  if p_status = 'draft' and not public.has_permission('proposal.approve') then
    raise exception 'Recalling a sent quotation needs the proposal.approve permission'
      using errcode = 'insufficient_privilege';
  end if;
  if v_quotation.id is null or not public.can_see_project(v_quotation.project_id) then
    raise exception 'no quotation % that you may change', p_quotation_id using errcode = 'no_data_found';
  end if;
  if p_version is distinct from v_quotation.version then
    raise exception 'This quotation was changed by someone else (version %, you had %).', v_quotation.version, p_version
      using errcode = '40001';
  end if;
  if p_status = 'draft' and v_quotation.status = 'sent' and v_note is null then
    raise exception 'Recalling a sent quotation needs a reason'
      using errcode = 'check_violation', constraint = 'quotations_recall_reason';
  end if;
  if v_note is not null and length(v_note) > 4000 then
    raise exception 'A note is at most 4000 characters'
      using errcode = 'check_violation', constraint = 'quotation_status_log_note_check';
  end if;
  update public.quotations q
     set status = p_status,
         decision_note = case when p_status in ('approved', 'rejected') then v_note else q.decision_note end,
         tax_snapshot = case
           when p_status = 'sent' then public.quotation_tax_live(q.id) || public.quotation_tax_basis(q.id)
                                       || jsonb_build_object('snapshot', true)
           else q.tax_snapshot
         end
   where q.id = p_quotation_id
  returning q.version into v_version;
  insert into public.quotation_status_log (quotation_id, from_status, to_status, note, changed_by)
  values (p_quotation_id, v_quotation.status, p_status, v_note, public.current_staff_id());
  return v_version;
end;
$$;
revoke execute on function public.set_quotation_status(uuid, integer, public.quotation_status, text) from public, anon;
grant execute on function public.set_quotation_status(uuid, integer, public.quotation_status, text) to authenticated;

-- Quotations already sent or decided keep what they show today (the guard, which keeps a decided
-- quotation as it is, is set aside for this one statement of the migration's owner).
alter table public.quotations disable trigger quotations_guard;
update public.quotations q
   set tax_snapshot = public.quotation_tax_live(q.id) || public.quotation_tax_basis(q.id) || jsonb_build_object('snapshot', true)
 where q.status <> 'draft' and q.tax_snapshot is null;
alter table public.quotations enable trigger quotations_guard;
