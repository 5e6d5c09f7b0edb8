-- Who made a row is the database's to say (issue 15). created_by, prepared_by, recorded_by and the
-- other columns that record the caller were only defaults: a caller could name anyone. Tried: an
-- assignee set a task's created_by to themselves and then deleted it; a designer created a task
-- "created by" the administrator.
--
-- For every such column of a public base table (found in the catalogue by name, so columns added
-- by earlier migrations of the day are covered):
--   * BEFORE INSERT `<table>_<column>_from_caller`: a signed-in caller's row gets
--     public.current_staff_id(), whatever was sent. Without a caller (the database owner, the
--     seeds, migrations) the given value stays.
--   * BEFORE UPDATE OF <column> `<table>_<column>_unchanged`: a signed-in caller cannot change it
--     (42501). The database's own cascades (a staff member removed: ON DELETE SET NULL) run at a
--     deeper trigger level and pass.
-- completed_by (recce stages) is not stamped: it is set when a stage is completed, not when the
-- row is made, and recce_stage_entries belong to the surveys' own rules.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.stamp_caller()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if auth.uid() is null then
    return new;
  end if;
  return jsonb_populate_record(new, jsonb_build_object(tg_argv[0], public.current_staff_id()));
end;
$$;

create or replace function public.keep_caller_stamp()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if auth.uid() is null or pg_trigger_depth() > 1 then
    return new;
  end if;
  if (to_jsonb(new) -> tg_argv[0]) is distinct from (to_jsonb(old) -> tg_argv[0]) then
    raise exception '%.% records who made this row; it cannot be changed', tg_table_name, tg_argv[0]
      using errcode = 'insufficient_privilege';
  end if;
  return new;
end;
$$;

comment on function public.stamp_caller() is
  'BEFORE INSERT: sets the column named by the trigger argument to the signed-in caller''s staff id.';
comment on function public.keep_caller_stamp() is
  'BEFORE UPDATE: refuses a signed-in caller changing the column named by the trigger argument.';

do $$
declare
  v_column record;
begin
  for v_column in
    select c.relname as table_name, a.attname as column_name
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public'
       and c.relkind in ('r', 'p')
       and not c.relispartition
       and a.attnum > 0
       and not a.attisdropped
       and a.atttypid = 'pg_catalog.uuid'::regtype
       and a.attname in (
         'created_by', 'prepared_by', 'recorded_by', 'assigned_by', 'changed_by', 'by_staff_id', 'uploaded_by'
       )
     order by c.relname, a.attname
  loop
    execute format(
      'create trigger %I before insert on public.%I for each row execute function public.stamp_caller(%L)',
      left(v_column.table_name || '_' || v_column.column_name || '_from_caller', 63),
      v_column.table_name, v_column.column_name);
    execute format(
      'create trigger %I before update of %I on public.%I for each row execute function public.keep_caller_stamp(%L)',
      left(v_column.table_name || '_' || v_column.column_name || '_unchanged', 63),
      v_column.column_name, v_column.table_name, v_column.column_name);
  end loop;
end;
$$;

revoke execute on function public.stamp_caller(), public.keep_caller_stamp() from public, anon, authenticated;
