-- Gapless per-year numbering under real concurrency (npm run db:check on PostgreSQL; PGlite has a
-- single connection, so numbering.test.ts can only queue its transactions). Four connections
-- (dblink) each save 25 quotations, one transaction per save, and every fifth save fails after
-- its number was taken. The numbers that remain must be 1..80 with no gap and no duplicate.
-- The quotations are dated 2999 so they cannot meet real ones; they are deleted afterwards.
--
-- The connections go to the same database as this session. They connect through the server's
-- first Unix socket as the current user; where that is refused (a password is needed), set
-- fpw.test_conninfo to a libpq connection string, e.g. PGOPTIONS='-c fpw.test_conninfo=...'.

create extension if not exists dblink;

do $$
declare
  v_conninfo text := coalesce(
    nullif(current_setting('fpw.test_conninfo', true), ''),
    format('host=%s port=%s dbname=%s user=%s',
      split_part(current_setting('unix_socket_directories'), ',', 1), current_setting('port'), current_database(),
      current_user));
  v_connection integer;
begin
  for v_connection in 1..4 loop
    perform dblink_connect('numbering_' || v_connection, v_conninfo);
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
            select p.id, p.client_id, 'Concurrent save %s/' || v_save, '2999-03-01', '2999-03-31'
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
    $remote$, v_connection));
  end loop;

  for v_connection in 1..4 loop
    -- The result of the DO, then the empty result that frees the connection; a remote error
    -- surfaces here and fails the test.
    perform * from dblink_get_result('numbering_' || v_connection) as r(status text);
    perform * from dblink_get_result('numbering_' || v_connection) as r(status text);
    perform dblink_disconnect('numbering_' || v_connection);
  end loop;

end;
$$;

-- Count, clean up, then judge, so that a failing check leaves no test quotations behind.
create temporary table numbering_outcome as
select
  (select count(*)::integer from public.quotations where number like 'QT-2999-%') as saved,
  (select count(distinct number)::integer from public.quotations where number like 'QT-2999-%') as distinct_numbers,
  (select max(split_part(number, '-', 3)::integer) from public.quotations where number like 'QT-2999-%') as highest,
  (select last_number from public.document_counters where document_type = 'quotation' and year = 2999) as counter;

delete from public.quotations where number like 'QT-2999-%';
delete from public.document_counters where year = 2999;

do $$
declare
  v numbering_outcome;
begin
  select * into v from numbering_outcome;
  if v.saved <> 80 or v.distinct_numbers <> v.saved or v.highest <> v.saved or v.counter is distinct from v.saved then
    raise exception 'concurrent numbering: % saved, % distinct numbers, highest %, counter % (expected 80 each)',
      v.saved, v.distinct_numbers, v.highest, v.counter;
  end if;
end;
$$;

drop table numbering_outcome;
