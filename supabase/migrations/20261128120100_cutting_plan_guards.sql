-- Cutting plans are a system of record (issue 20, finding 3): a production lead could set
-- sheets_used = 0 on a cut plan, insert a plan already marked cut (no stock taken), and save
-- three plans for one BOM and material and cut all three (stock taken three times).
--
--   cutting_plans_one_active_key   one plan per bill of material and material that is not
--                                  superseded or cancelled: a new save supersedes the optimised
--                                  or approved one (20261128120200), and none is saved once one
--                                  is cut (the sheets of those parts left stock already)
--   guard_cutting_plan()           a client's own write (public.is_client_write()) may add a draft
--                                  and rename a plan; status, result, sheets used, yield and the
--                                  layout's inputs change only inside save_cutting_plan and
--                                  mark_cutting_plan_cut. A cut plan never changes, for anyone,
--                                  and is never deleted; a superseded plan stays superseded.
--   guard_cutting_plan_part()      a client writes the parts of a draft plan only.
-- An update that changes nothing but the version stamp (a policy probe) passes.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create unique index cutting_plans_one_active_key on public.cutting_plans (bom_id, processed_panel_id)
  where bom_id is not null and status not in ('superseded', 'cancelled');

create or replace function public.guard_cutting_plan()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_client boolean := public.is_client_write();
begin
  if tg_op = 'DELETE' then
    if old.status = 'cut' then
      raise exception 'cutting plan % is cut: it stays as the record of the sheets taken', old.name
        using errcode = 'check_violation', constraint = 'cutting_plans_cut_final';
    end if;
    return old;
  end if;

  if tg_op = 'INSERT' then
    if v_client and (new.status <> 'draft' or new.result is not null or new.sheets_used is not null
                     or new.yield_percent is not null or new.optimised_at is not null) then
      raise exception 'a cutting plan is optimised and saved by the optimiser, and cut with "Mark as cut"'
        using errcode = 'check_violation', constraint = 'cutting_plans_workflow_columns', column = 'status';
    end if;
    return new;
  end if;

  -- UPDATE. Nothing but the stamps changed: no edit.
  if (to_jsonb(new) - 'updated_at' - 'version') = (to_jsonb(old) - 'updated_at' - 'version') then
    return new;
  end if;
  if old.status = 'cut' then
    -- The one change a cut plan takes: its bill of material deleted (on delete set null).
    if new.bom_id is null and old.bom_id is not null
       and (to_jsonb(new) - 'bom_id' - 'updated_at' - 'version') = (to_jsonb(old) - 'bom_id' - 'updated_at' - 'version') then
      return new;
    end if;
    raise exception 'cutting plan % is cut: it never changes', old.name
      using errcode = 'check_violation', constraint = 'cutting_plans_cut_final';
  end if;
  if old.status = 'superseded' and new.status is distinct from old.status then
    raise exception 'cutting plan % was replaced by a newer save: cut the newest plan', old.name
      using errcode = 'check_violation', constraint = 'cutting_plans_superseded';
  end if;
  if new.status = 'cut' and old.status not in ('optimised', 'approved') then
    raise exception 'only an optimised plan can be marked as cut (this one is %)', old.status
      using errcode = 'check_violation', constraint = 'cutting_plans_cut_status_check';
  end if;
  if not v_client then
    return new;
  end if;
  if (new.status, new.result, new.sheets_used, new.yield_percent, new.optimised_at)
       is distinct from (old.status, old.result, old.sheets_used, old.yield_percent, old.optimised_at) then
    raise exception 'status, layout, sheets used and yield of a cutting plan change only by saving and cutting it'
      using errcode = 'check_violation', constraint = 'cutting_plans_workflow_columns';
  end if;
  if old.status <> 'draft'
     and (to_jsonb(new) - 'name' - 'updated_at' - 'version') <> (to_jsonb(old) - 'name' - 'updated_at' - 'version') then
    raise exception 'a saved cutting plan keeps its layout and its inputs: optimise and save again'
      using errcode = 'check_violation', constraint = 'cutting_plans_saved_locked';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_cutting_plan() from public, anon, authenticated;

create trigger cutting_plans_guard
  before insert or update or delete on public.cutting_plans
  for each row execute function public.guard_cutting_plan();

create or replace function public.guard_cutting_plan_part()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_plan uuid;
  v_status public.cutting_plan_status;
begin
  if not public.is_client_write() then
    return case when tg_op = 'DELETE' then old else new end;
  end if;
  if tg_op = 'UPDATE' and (to_jsonb(new) - 'updated_at' - 'version') = (to_jsonb(old) - 'updated_at' - 'version') then
    return new;
  end if;
  -- The plan as the caller reads it (every staff member reads plans); one not found is not a draft.
  foreach v_plan in array array[case when tg_op <> 'INSERT' then old.cutting_plan_id end,
                                case when tg_op <> 'DELETE' then new.cutting_plan_id end] loop
    continue when v_plan is null;
    select p.status into v_status from public.cutting_plans p where p.id = v_plan;
    if v_status is distinct from 'draft' then
      raise exception 'the parts of a saved cutting plan are saved with it: optimise and save again'
        using errcode = 'check_violation', constraint = 'cutting_plans_saved_locked';
    end if;
  end loop;
  return case when tg_op = 'DELETE' then old else new end;
end;
$$;
revoke execute on function public.guard_cutting_plan_part() from public, anon, authenticated;

create trigger cutting_plan_parts_guard
  before insert or update or delete on public.cutting_plan_parts
  for each row execute function public.guard_cutting_plan_part();
