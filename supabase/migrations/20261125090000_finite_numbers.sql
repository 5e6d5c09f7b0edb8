-- No number that breaks the books (issue 15). PostgreSQL orders NaN above every number, so
-- "quantity > 0" and "quantity >= 0" hold for it: a stock purchase of NaN was accepted, the item's
-- stock on hand became NaN and its reorder alert went quiet; BOQ and quotation totals became NaN.
-- Numeric columns (PostgreSQL 14+) and real/double precision columns also take 'Infinity'.
--
-- This walks the catalogue, so it covers every numeric, real and double precision column of every
-- public base table created before it (this file sorts after every other migration of its day),
-- and gives each one `<table>_<column>_finite_check`, unless a constraint of that name exists (an
-- earlier migration's, which may refuse NaN only: then `<table>_<column>_infinity_check` is added
-- where the type can hold an infinity).
-- supabase/tests/finite-numbers.test.ts and supabase/tests/090_finite_numbers.sql walk the same
-- catalogue, so a column added later without its check fails the tests.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

do $$
declare
  v_column record;
  v_name text;
  v_existing text;
begin
  for v_column in
    select c.oid as table_oid, c.relname as table_name, a.attname as column_name, a.atttypmod as typmod,
           a.atttypid <> 'pg_catalog.numeric'::regtype as is_float
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public'
       and c.relkind in ('r', 'p')
       and not c.relispartition
       and a.attnum > 0
       and not a.attisdropped
       and a.atttypid in ('pg_catalog.numeric'::regtype, 'pg_catalog.float4'::regtype, 'pg_catalog.float8'::regtype)
     order by c.relname, a.attnum
  loop
    -- Identifiers are cut at 63 bytes; compare with the name as PostgreSQL will store it.
    v_name := left(v_column.table_name || '_' || v_column.column_name || '_finite_check', 63);
    select pg_catalog.pg_get_constraintdef(k.oid) into v_existing
      from pg_catalog.pg_constraint k where k.conrelid = v_column.table_oid and k.conname = v_name;
    if v_existing is not null then
      -- An earlier migration's check may refuse NaN only. numeric(p, s) cannot hold an infinity
      -- (field overflow); unconstrained numeric, real and double precision can, so they get one more.
      if v_existing not like '%''-Infinity''%' and (v_column.typmod < 0 or v_column.is_float) then
        execute format('alter table public.%I add constraint %I check (%I <> %L and %I <> %L)',
          v_column.table_name,
          left(v_column.table_name || '_' || v_column.column_name || '_infinity_check', 63),
          v_column.column_name, 'Infinity', v_column.column_name, '-Infinity');
      end if;
      continue;
    end if;
    execute format(
      'alter table public.%I add constraint %I check (%I <> %L and %I <> %L and %I <> %L)',
      v_column.table_name, v_name,
      v_column.column_name, 'NaN', v_column.column_name, 'Infinity', v_column.column_name, '-Infinity'
    );
  end loop;
end;
$$;
