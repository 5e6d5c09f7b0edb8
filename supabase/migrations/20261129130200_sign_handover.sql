-- Installation and handover (issue 24), part three: opening and signing an order's handover.
-- See 20261129130100_installation_and_handover.sql for the tables and who may do what.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- The order's handover, opened on first use with one checklist item per order line (not answered).
create or replace function public.open_handover(p_order_id uuid)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order record;
  v_id uuid;
begin
  if not public.has_permission('handover.sign') then
    raise exception 'A handover needs the handover.sign permission' using errcode = 'insufficient_privilege';
  end if;
  select o.id, o.number, o.status, o.project_id into v_order from public.sales_orders o where o.id = p_order_id;
  if v_order.id is null or not public.can_see_project(v_order.project_id) then
    raise exception 'no order % that you may hand over', p_order_id using errcode = 'no_data_found';
  end if;
  select h.id into v_id from public.handovers h where h.order_id = p_order_id;
  if v_id is not null then
    return v_id;
  end if;
  if v_order.status in ('confirmed', 'cancelled') then
    raise exception 'order % is %: there is nothing to hand over yet', v_order.number, v_order.status
      using errcode = 'check_violation', constraint = 'handovers_order_in_progress';
  end if;
  insert into public.handovers (order_id, checklist)
  select p_order_id, coalesce(
           jsonb_agg(jsonb_build_object('label', left(btrim(l.description), 200), 'installed', null) order by l.position),
           jsonb_build_array(jsonb_build_object('label', 'Everything ordered is installed', 'installed', null)))
    from public.order_lines l
   where l.order_id = p_order_id and length(btrim(l.description)) > 0
  on conflict (order_id) do nothing
  returning id into v_id;
  return coalesce(v_id, (select h.id from public.handovers h where h.order_id = p_order_id));
end;
$$;
revoke execute on function public.open_handover(uuid) from public, anon;
grant execute on function public.open_handover(uuid) to authenticated;

-- The client signs: every item answered, a name and the signature's file under the order's
-- project documents. Returns the signed handover.
create or replace function public.sign_handover(p_order_id uuid, p_signer_name text, p_signature_path text)
returns public.handovers
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := public.current_staff_id();
  v_order record;
  v_handover public.handovers;
  v_name text := btrim(coalesce(p_signer_name, ''));
  v_snag record;
  v_task uuid;
  v_salesperson uuid;
  v_signed_at timestamptz := clock_timestamp();
begin
  if not public.has_permission('handover.sign') then
    raise exception 'Signing off a handover needs the handover.sign permission' using errcode = 'insufficient_privilege';
  end if;
  select o.id, o.number, o.status, o.project_id, o.quotation_id, o.client_id into v_order
    from public.sales_orders o where o.id = p_order_id for update;
  if v_order.id is null or not public.can_see_project(v_order.project_id) then
    raise exception 'no order % that you may hand over', p_order_id using errcode = 'no_data_found';
  end if;
  select h.* into v_handover from public.handovers h where h.order_id = p_order_id for update;
  if v_handover.id is null then
    raise exception 'order % has no handover checklist yet', v_order.number
      using errcode = 'check_violation', constraint = 'handovers_checklist_unanswered';
  end if;
  if v_handover.signed_at is not null then
    raise exception 'the handover of order % was signed already', v_order.number
      using errcode = 'check_violation', constraint = 'handovers_signed_by_function';
  end if;
  if exists (select 1 from jsonb_array_elements(v_handover.checklist) e
              where coalesce(jsonb_typeof(e -> 'installed'), 'null') <> 'boolean') then
    raise exception 'every item of the checklist is answered (installed or not) before the client signs'
      using errcode = 'check_violation', constraint = 'handovers_checklist_unanswered';
  end if;
  if length(v_name) not between 1 and 120 then
    raise exception 'the name of whoever signs is needed'
      using errcode = 'check_violation', constraint = 'handovers_signed_by_name_check';
  end if;
  if p_signature_path is null
     or p_signature_path !~ ('^' || v_order.project_id::text || '/documents/[A-Za-z0-9][A-Za-z0-9_. -]*$')
     or p_signature_path ~ '\.\.' then
    raise exception 'the signature is stored under the order''s project documents (%/documents/...)', v_order.project_id
      using errcode = 'check_violation', constraint = 'handovers_signature_path_check';
  end if;
  -- The state machine moves one step at a time: a dispatched order is delivered by its handover.
  if v_order.status = 'dispatched' then
    update public.sales_orders set status = 'delivered' where id = p_order_id;
  elsif v_order.status <> 'delivered' then
    raise exception 'order % is %: it is handed over once dispatched or delivered', v_order.number, v_order.status
      using errcode = 'check_violation', constraint = 'sales_orders_status_flow';
  end if;
  update public.sales_orders set status = 'installed' where id = p_order_id;

  update public.handovers h
     set signed_by_name = v_name,
         signed_at = v_signed_at,
         signature_path = p_signature_path,
         warranty_until = ((v_signed_at at time zone 'Asia/Kolkata')::date
           + make_interval(months => coalesce((select s.warranty_months from public.org_settings s limit 1), 12)))::date
   where h.id = v_handover.id
  returning h.* into v_handover;

  for v_snag in select s.id, s.description from public.handover_snags s
                 where s.handover_id = v_handover.id and s.task_id is null order by s.created_at loop
    insert into public.tasks (title, description, project_id, due_date, priority)
    values (left('Snag on ' || v_order.number || ': ' || btrim(v_snag.description), 200),
            left(v_snag.description, 4000), v_order.project_id,
            (v_signed_at at time zone 'Asia/Kolkata')::date + 7, 'high')
    returning id into v_task;
    update public.handover_snags set task_id = v_task where id = v_snag.id;
  end loop;

  -- The salesperson: who prepared the quotation, else the project's relationship manager, else the lead's owner.
  select coalesce(q.prepared_by, p.relationship_manager_id, l.owner_id) into v_salesperson
    from public.quotations q
    join public.projects p on p.id = q.project_id
    left join public.leads l on l.id = p.lead_id
   where q.id = v_order.quotation_id;
  if v_salesperson is not null and v_salesperson is distinct from v_actor then
    perform public.notify(
      v_salesperson, 'handover_signed',
      'Handover signed: ' || v_order.number,
      concat_ws(' · ', (select c.name from public.clients c where c.id = v_order.client_id),
                'signed by ' || v_name,
                'warranty until ' || to_char(v_handover.warranty_until, 'DD Mon YYYY')),
      '/dashboard/Order-Details?id=' || v_order.id, v_handover.id,
      'handover-signed:' || v_handover.id);
  end if;
  return v_handover;
end;
$$;
revoke execute on function public.sign_handover(uuid, text, text) from public, anon;
grant execute on function public.sign_handover(uuid, text, text) to authenticated;
