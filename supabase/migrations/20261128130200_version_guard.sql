-- Versions in the database (issue 20, finding 8). Every editable table carries a version that
-- touch_row() bumps; until now the only check was the `where version = <read>` a client chose to
-- send, so an update without it silently overwrote someone else's save. Now a client's direct
-- update (public.is_client_write(), at trigger depth 1: the client's own statement, or a statement
-- of a security invoker function it called) must set version to the version it read plus one, as
-- both DataSources do (`set version = expected + 1 where version = expected`). Anything else is
-- refused with serialization_failure (40001), which the DataSources map to a 'conflict'
-- DataSourceError. Updates made by security definer functions, by triggers on behalf of another
-- statement (depth > 1), by migrations, seeds and the service role are the database's own and are
-- only bumped, as before.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.touch_row()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_client_write() and pg_trigger_depth() = 1 and new.version is distinct from old.version + 1 then
    raise exception 'This % row is at version %; an update must set version to the version it read plus one',
      tg_table_name, old.version
      using errcode = 'serialization_failure',
            detail = 'current_version=' || old.version,
            hint = 'Read the row again and update it with version = <version read> + 1 where version = <version read>.';
  end if;
  new.created_at := old.created_at;
  new.updated_at := now();
  new.version := old.version + 1;
  return new;
end;
$$;
comment on function public.touch_row() is
  'Before update: refuses a client''s update that does not set version = <read version> + 1, then stamps updated_at and bumps version.';

-- The security invoker functions that update versioned rows run as the client, so their updates
-- must carry the version too. Each keeps its body; only `version = <alias>.version + 1` is added to
-- the SET of each of its updates (their own `where version = p_version`, where they have one, still
-- decides the conflict). The text is edited in place rather than copied, so a function another
-- migration has since made security definer (exempt) or rewritten is not reverted to an older body;
-- a function whose update is no longer where this expects it fails the migration loudly, and the
-- node test "every security invoker function that updates a versioned table carries the version"
-- (supabase/tests/versions-in-the-database.test.ts) guards functions added later.
do $$
declare
  v_edit record;
  v_fn record;
  v_def text;
  v_found integer;
begin
  for v_edit in
    select * from (values
      ('add_project_document_version', 'update\s+public\.project_documents\s+set\s+', 'project_documents', 1),
      ('ask_assistant', 'update\s+public\.assistant_conversations\s+set\s+', 'assistant_conversations', 1),
      ('bulk_update_leads', 'update\s+public\.leads\s+l\s+set\s+', 'l', 1),
      ('complete_recce', 'update\s+public\.recces\s+r\s+set\s+', 'r', 1),
      ('import_leads', 'update\s+public\.leads\s+l\s+set\s+', 'l', 1),
      ('log_follow_up', 'update\s+public\.leads\s+l\s+set\s+', 'l', 1),
      ('mark_cutting_plan_cut', 'update\s+public\.offcuts\s+set\s+', 'offcuts', 1),
      ('mark_cutting_plan_cut', 'update\s+public\.cutting_plans\s+set\s+', 'cutting_plans', 1),
      ('move_order_status', 'update\s+public\.sales_orders\s+set\s+', 'sales_orders', 1),
      ('move_project_stage', 'update\s+public\.projects\s+p\s+set\s+', 'p', 1),
      ('reopen_recce', 'update\s+public\.recces\s+r\s+set\s+', 'r', 1),
      ('reorder_lead_stages', 'update\s+public\.lead_stages\s+s\s+set\s+', 's', 1),
      ('reorder_lead_statuses', 'update\s+public\.lead_statuses\s+s\s+set\s+', 's', 1),
      ('replace_stage_template_items', 'update\s+public\.design_stage_templates\s+t\s+set\s+', 't', 1),
      ('replace_stage_template_items', 'update\s+public\.payment_stage_templates\s+t\s+set\s+', 't', 1),
      ('save_campaign', 'update\s+public\.campaigns\s+c\s+set\s+', 'c', 1),
      ('set_quotation_terms', 'update\s+public\.quotations\s+q\s+set\s+', 'q', 1),
      ('set_quotation_terms', 'update\s+public\.quotation_lines\s+l\s+set\s+', 'l', 1),
      ('tasks_bulk_assign', 'update\s+public\.tasks\s+set\s+', 'tasks', 1),
      ('tasks_bulk_set_status', 'update\s+public\.tasks\s+set\s+', 'tasks', 1),
      ('rate_article', 'on\s+conflict\s+\(article_id,\s*staff_id\)\s+do\s+update\s+set\s+', 'kb_feedback', 1)
    ) as e(fn, pattern, alias, expected)
  loop
    for v_fn in
      select p.oid from pg_catalog.pg_proc p
       where p.pronamespace = 'public'::regnamespace and p.proname = v_edit.fn and not p.prosecdef
    loop
      v_def := pg_catalog.pg_get_functiondef(v_fn.oid);
      select count(*) into v_found from regexp_matches(v_def, v_edit.pattern, 'gi');
      if v_found <> v_edit.expected then
        raise exception 'version guard: %.% has % update(s) matching %, expected %; carry the version in it by hand',
          'public', v_edit.fn, v_found, v_edit.pattern, v_edit.expected;
      end if;
      execute regexp_replace(v_def, v_edit.pattern, '\&version = ' || v_edit.alias || '.version + 1, ', 'gi');
    end loop;
  end loop;
end;
$$;
