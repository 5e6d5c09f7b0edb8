-- Every numeric, real and double precision column of every public base table refuses NaN and the
-- infinities (20261125090000_finite_numbers.sql), on PostgreSQL 15 (npm run db:check) as on PGlite
-- (supabase/tests/finite-numbers.test.ts). Walks the catalogue, so a column added later without
-- its <table>_<column>_finite_check fails here. Runs inside a transaction that is rolled back.

-- Triggers off (the owner may): only the constraints decide whether NaN gets in, not the
-- append-only or workflow guards, which would refuse the write for another reason.
set local session_replication_role = replica;

do $$
declare
  v_column record;
  v_value text;
  v_rows integer;
  v_missing text[] := '{}';
  v_accepted text[] := '{}';
  v_tried integer := 0;
begin
  for v_column in
    select c.oid as table_oid, c.relname as table_name, a.attname as column_name, a.attnum,
           a.attgenerated <> '' as generated
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition
       and a.attnum > 0 and not a.attisdropped
       and a.atttypid in ('pg_catalog.numeric'::regtype, 'pg_catalog.float4'::regtype, 'pg_catalog.float8'::regtype)
     order by 2, 3
  loop
    if not exists (
      select 1 from pg_catalog.pg_constraint k
       where k.conrelid = v_column.table_oid and k.contype = 'c' and k.conkey = array[v_column.attnum]
         and k.conname = left(v_column.table_name || '_' || v_column.column_name || '_finite_check', 63)
         and pg_catalog.pg_get_constraintdef(k.oid) like '%''NaN''%'
    ) then
      v_missing := v_missing || (v_column.table_name || '.' || v_column.column_name);
    end if;
    continue when v_column.generated;
    foreach v_value in array array['NaN', 'Infinity', '-Infinity'] loop
      begin
        execute format(
          'update public.%1$I set %2$I = %3$L where ctid = (select ctid from public.%1$I limit 1)',
          v_column.table_name, v_column.column_name, v_value);
        get diagnostics v_rows = row_count;
        if v_rows > 0 then
          v_accepted := v_accepted || (v_column.table_name || '.' || v_column.column_name || '=' || v_value);
        end if;
      exception
        when check_violation then v_tried := v_tried + 1;
        when numeric_value_out_of_range then v_tried := v_tried + 1;
      end;
    end loop;
  end loop;
  if cardinality(v_missing) > 0 then
    raise exception 'numeric columns without their finite check: %', v_missing;
  end if;
  if cardinality(v_accepted) > 0 then
    raise exception 'non-finite values accepted: %', v_accepted;
  end if;
  if v_tried < 150 then
    raise exception 'only % non-finite writes were tried; is the seed data missing?', v_tried;
  end if;
end;
$$;

reset session_replication_role;

-- A stock purchase of NaN, as the production lead would send it.
do $$
begin
  perform set_config('request.jwt.claims',
    json_build_object('sub', (select user_id from public.staff where email = 'rahul.verma@fpw.in'),
                      'role', 'authenticated')::text, true);
  set local role authenticated;
  begin
    insert into public.stock_movements (stock_item_id, kind, quantity, reference)
    values (md5('fpw:stock-item:HW-LEG-100')::uuid, 'purchase', 'NaN', 'PO-NAN');
    raise exception 'a stock purchase of NaN was accepted';
  exception when check_violation then
    if sqlerrm not like '%stock_movements_quantity_finite_check%' then
      raise exception 'NaN purchase refused by the wrong rule: %', sqlerrm;
    end if;
  end;
  reset role;
end;
$$;
