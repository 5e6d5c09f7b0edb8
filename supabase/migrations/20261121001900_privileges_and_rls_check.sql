-- Closing the gaps that table grants leave around row-level security, and refusing to finish the
-- migration if any table in public has row-level security off.
--
-- Supabase (and the embedded compatibility schema) grants ALL on every new table to anon and
-- authenticated; policies are the gate. Two privileges are not governed by policies at all:
-- TRUNCATE and TRIGGER. No client needs them. REFERENCES is not needed either.

do $$
declare
  v_relation record;
begin
  for v_relation in
    select c.oid::regclass as name, c.relkind
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'p')
  loop
    execute format('revoke truncate, references, trigger on %s from anon, authenticated', v_relation.name);
  end loop;
end;
$$;

-- Ledgers, histories, the audit log and reference lists: clients read them, triggers write them.
revoke insert, update, delete on
  public.audit_log,
  public.document_counters,
  public.permissions,
  public.currencies,
  public.subscriber_plan_history,
  public.project_stage_log
  from authenticated;
revoke update, delete on public.stock_movements from authenticated;

-- Views are read-only windows; some simple views would otherwise accept writes.
revoke insert, update, delete on
  public.project_payment_status,
  public.designer_workload,
  public.quotation_summaries,
  public.order_summaries,
  public.stock_on_hand
  from authenticated;

-- Signed out, nobody reads anything but the (empty to them) staff list of 20261121000100.
do $$
declare
  v_relation regclass;
begin
  for v_relation in
    select c.oid::regclass
      from pg_catalog.pg_class c
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public' and c.relkind in ('r', 'v', 'p')
       and c.relname not in ('staff', 'sales_users')
  loop
    execute format('revoke all on %s from anon', v_relation);
  end loop;
end;
$$;

-- Every table carries row-level security; a table added without it fails here, not in production.
do $$
declare
  v_missing text;
begin
  select string_agg(c.relname, ', ' order by c.relname)
    into v_missing
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relrowsecurity;
  if v_missing is not null then
    raise exception 'tables without row-level security: %', v_missing;
  end if;
end;
$$;

-- Every view runs with the caller's rights, so it cannot bypass the policies of its tables.
do $$
declare
  v_missing text;
begin
  select string_agg(c.relname, ', ' order by c.relname)
    into v_missing
    from pg_catalog.pg_class c
    join pg_catalog.pg_namespace n on n.oid = c.relnamespace
   where n.nspname = 'public' and c.relkind = 'v'
     and not coalesce(c.reloptions @> array['security_invoker=true'], false);
  if v_missing is not null then
    raise exception 'views without security_invoker: %', v_missing;
  end if;
end;
$$;
