-- Every text column has a sane maximum length by constraint (issue 15): free text (notes, terms,
-- remarks, addresses, decision notes) had none, so one request could store megabytes in a row.
--
-- This walks the catalogue: every text or unbounded varchar column of every public base table
-- created before it that has no single-column check bounding length() from above gets
-- `<table>_<column>_length_check`, `check (length(<column>) <= N)`, N by the column's role:
--   names and titles 200, codes 40, e-mails 254, phones 20, URLs and paths 2048,
--   notes / comments / descriptions / terms / remarks / addresses / reasons 4000,
--   rich text bodies 100000, short fields (cities, rooms, categories, references, statuses...) 200,
--   free text under any other name 1000.
-- supabase/tests/text-limits.test.ts walks the same catalogue, so a column added later without a
-- limit fails the tests.
--
-- The organisation's logo is a data URL in org_settings.logo_path (the embedded backend has no file
-- store; the settings form accepts files up to 200 KB, about 273 000 characters once base64
-- encoded). It is limited to 300 000 characters here; it moves to the file store (a path of at
-- most 2048 characters) when that lands.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- The limit for a column, by its name (the walk below uses it, then it is dropped).
create or replace function public.text_limit_for(p_table text, p_column text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when p_table = 'org_settings' and p_column = 'logo_path' then 300000
    when p_column ~ '^(body|content|html|body_html|content_html|rich_text)$' then 100000
    when p_column ~ '(^|_)e?mail$' then 254
    when p_column ~ '(^|_)(phone|mobile|whatsapp|fax)$' then 20
    when p_column ~ '(url|path|href|link|website)' then 2048
    when p_column ~ '(note|comment|description|terms|remark|address|reason|message|summary|detail|instruction|feedback|caption|agenda|outcome)' then 4000
    when p_column ~ '(^|_)(code|sku|hsn|gstin|pan|pincode|postcode|zip|prefix|number|currency)$' then 40
    when p_column ~ '(name|title|subject|label|heading)' then 200
    when p_column ~ '(^|_)(city|state|country|district|locality|area|department|designation|location|room|grade|make|brand|type|category|industry|source|channel|colou?r|status|kind|role|pipeline|stage|unit|symbol|action|priority|interest|reference|row_id)$' then 200
    -- Free text under a name not foreseen here: generous, so demo data written later still loads.
    else 1000
  end
$$;

do $$
declare
  v_column record;
  v_name text;
begin
  for v_column in
    select c.oid as table_oid, c.relname as table_name, a.attname as column_name, a.attnum
      from pg_catalog.pg_attribute a
      join pg_catalog.pg_class c on c.oid = a.attrelid
      join pg_catalog.pg_namespace n on n.oid = c.relnamespace
     where n.nspname = 'public'
       and c.relkind in ('r', 'p')
       and not c.relispartition
       and a.attnum > 0
       and not a.attisdropped
       and (a.atttypid = 'pg_catalog.text'::regtype
            or (a.atttypid = 'pg_catalog.varchar'::regtype and a.atttypmod < 0))
     order by c.relname, a.attnum
  loop
    if exists (
      select 1 from pg_catalog.pg_constraint k
       where k.conrelid = v_column.table_oid and k.contype = 'c' and k.conkey = array[v_column.attnum]
         -- An upper bound on length(), e.g. "between 1 and 120" (a lower bound alone is no limit).
         and pg_catalog.pg_get_constraintdef(k.oid) ~ 'length\(.*\)\s*<'
    ) then
      continue;
    end if;
    v_name := left(v_column.table_name || '_' || v_column.column_name || '_length_check', 63);
    execute format('alter table public.%I add constraint %I check (length(%I) <= %s)',
      v_column.table_name, v_name, v_column.column_name,
      public.text_limit_for(v_column.table_name, v_column.column_name));
  end loop;
end;
$$;

-- Only this walk needs the rule; the limits themselves are in the constraints.
drop function public.text_limit_for(text, text);
