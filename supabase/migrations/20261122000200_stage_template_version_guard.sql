-- Stage templates are version-guarded like every other editable row. The editor sends the version it
-- loaded; a save over someone else's newer save is refused with serialization_failure (40001), which
-- both backends report as a conflict, and nothing is replaced. The three-argument function is
-- dropped so that no caller can skip the guard.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

drop function public.replace_stage_template_items(text, uuid, jsonb);

create function public.replace_stage_template_items(
  p_kind text,
  p_template_id uuid,
  p_expected_version integer,
  p_items jsonb
)
returns integer
language plpgsql
set search_path = ''
as $$
declare
  v_version integer;
  v_current integer;
begin
  if p_kind not in ('design', 'payment') then
    raise exception 'Unknown stage template kind %', p_kind using errcode = 'invalid_parameter_value';
  end if;
  if jsonb_typeof(p_items) <> 'array' or jsonb_array_length(p_items) = 0 then
    raise exception 'A template needs at least one stage'
      using errcode = 'check_violation', constraint = p_kind || '_stage_template_items_total_check';
  end if;
  -- Claim the template first: the version trigger bumps it, and a stale or refused claim stops
  -- here before any stage is touched.
  if p_kind = 'design' then
    update public.design_stage_templates t set description = t.description
     where t.id = p_template_id and t.version = p_expected_version
     returning t.version into v_version;
  else
    update public.payment_stage_templates t set description = t.description
     where t.id = p_template_id and t.version = p_expected_version
     returning t.version into v_version;
  end if;
  if v_version is null then
    if p_kind = 'design' then
      select t.version into v_current from public.design_stage_templates t where t.id = p_template_id;
    else
      select t.version into v_current from public.payment_stage_templates t where t.id = p_template_id;
    end if;
    -- Missing, or visible at the version the caller had but not theirs to change: a refusal.
    if v_current is null or v_current = p_expected_version then
      raise exception 'No % stage template % that you may change', p_kind, p_template_id
        using errcode = 'insufficient_privilege';
    end if;
    raise exception 'This stage template was saved by someone else (version %, you had %)',
      v_current, p_expected_version
      using errcode = 'serialization_failure', detail = 'current_version=' || v_current;
  end if;
  if p_kind = 'design' then
    delete from public.design_stage_template_items i where i.template_id = p_template_id;
    insert into public.design_stage_template_items (template_id, position, name, percent)
    select p_template_id, (e.ordinality - 1)::smallint, e.value ->> 'name', (e.value ->> 'percent')::numeric
      from jsonb_array_elements(p_items) with ordinality as e(value, ordinality);
  else
    delete from public.payment_stage_template_items i where i.template_id = p_template_id;
    insert into public.payment_stage_template_items (template_id, position, name, percent)
    select p_template_id, (e.ordinality - 1)::smallint, e.value ->> 'name', (e.value ->> 'percent')::numeric
      from jsonb_array_elements(p_items) with ordinality as e(value, ordinality);
  end if;
  return v_version;
end;
$$;

revoke execute on function public.replace_stage_template_items(text, uuid, integer, jsonb) from public, anon;
grant execute on function public.replace_stage_template_items(text, uuid, integer, jsonb) to authenticated;
