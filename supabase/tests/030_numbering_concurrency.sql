-- Gapless per-year numbering under real concurrency, on PostgreSQL (npm run db:check). Four
-- connections (dblink) each save 25 quotations, one transaction per save, and every fifth save
-- fails after its number was taken. The numbers that remain must be 1..80 with no gap and no
-- duplicate, and the year's counter must say 80.
--
-- The test runner wraps this file in a transaction it rolls back, but the four connections
-- commit on their own: so they work in a year no real document uses (the first free one from
-- 2900) and one of them deletes what they saved before the verdict.
-- PGlite has no dblink (it has a single connection): there the file only says so, and
-- numbering.test.ts checks the same property with queued transactions.
--
-- The connections go to this database through the server's first Unix socket as the current
-- user; where that is refused (a password is needed), set fpw.test_conninfo to a libpq
-- connection string, e.g. PGOPTIONS='-c fpw.test_conninfo=postgresql://...'.

do $$
declare
  v_conninfo text;
  v_year integer;
  v_connection integer;
  v_saved integer;
  v_distinct integer;
  v_highest integer;
  v_counter integer;
begin
  if not exists (select 1 from pg_catalog.pg_available_extensions where name = 'dblink') then
    raise notice 'numbering under concurrency: skipped, dblink is not available here';
    return;
  end if;
  create extension if not exists dblink;

  v_conninfo := coalesce(
    nullif(current_setting('fpw.test_conninfo', true), ''),
    format('host=%s port=%s dbname=%s user=%s',
      split_part(current_setting('unix_socket_directories'), ',', 1), current_setting('port'), current_database(),
      current_user));
  select min(y) into v_year
    from generate_series(2900, 2999) as y
   where not exists (select 1 from public.document_counters c where c.year = y);

  for v_connection in 1..4 loop
    begin
      perform dblink_connect('numbering_' || v_connection, v_conninfo);
    exception when others then
      raise exception 'numbering under concurrency: cannot open a second connection (%); set fpw.test_conninfo',
        sqlerrm;
    end;
    -- Test rows are not history.
    perform dblink_exec('numbering_' || v_connection, 'set fpw.audit = off');
  end loop;

  -- Sent without waiting: the four run at the same time, each committing after every save.
  for v_connection in 1..4 loop
    perform dblink_send_query('numbering_' || v_connection, format($remote$
      do $saves$
      declare
        v_save integer;
      begin
        for v_save in 1..25 loop
          begin
            insert into public.quotations (project_id, client_id, title, issue_date, valid_until)
            select p.id, p.client_id, 'Concurrent save %1$s/' || v_save, '%2$s-03-01', '%2$s-03-31'
              from public.projects p where p.code = 'PRJ-2026-0001';
            if v_save %% 5 = 0 then
              raise exception using errcode = 'FPRBK', message = 'this save fails after taking its number';
            end if;
          exception when sqlstate 'FPRBK' then
            null;
          end;
          commit;
        end loop;
      end;
      $saves$;
    $remote$, v_connection, v_year));
  end loop;

  for v_connection in 1..4 loop
    -- The result of the DO, then the empty result that frees the connection; a remote error
    -- surfaces here and fails the test.
    perform * from dblink_get_result('numbering_' || v_connection) as r(status text);
    perform * from dblink_get_result('numbering_' || v_connection) as r(status text);
  end loop;

  select count(*), count(distinct number), max(split_part(number, '-', 3)::integer)
    into v_saved, v_distinct, v_highest
    from public.quotations where number like 'QT-' || v_year || '-%';
  select last_number into v_counter from public.document_counters where document_type = 'quotation' and year = v_year;

  perform dblink_exec('numbering_1', format(
    $cleanup$delete from public.quotations where number like 'QT-%1$s-%%'; delete from public.document_counters where year = %1$s$cleanup$,
    v_year));
  for v_connection in 1..4 loop
    perform dblink_disconnect('numbering_' || v_connection);
  end loop;

  if v_saved <> 80 or v_distinct <> v_saved or v_highest <> v_saved or v_counter is distinct from v_saved then
    raise exception 'concurrent numbering in %: % saved, % distinct numbers, highest %, counter % (expected 80 each)',
      v_year, v_saved, v_distinct, v_highest, v_counter;
  end if;
end;
$$;
