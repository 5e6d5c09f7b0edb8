-- A catalogue material or product that a BOQ line uses cannot be deleted (issue 12: "a material
-- used by a processed panel, a BOQ line or stock cannot be deleted; it can be marked inactive").
-- Processed panels, bills of material and stock hold foreign keys, but boq_items keeps only the
-- item code as text, so nothing refused the delete and the line lost where it came from.
--
-- A BOQ line uses a catalogue row when its item code is the row's code (processed panels,
-- products) or design number (panels, skins, edge bands), or that code followed by "-<number>":
-- the BOQ page numbers the lines it adds from the catalogue so (nextItemCode in boq-model.ts:
-- upper-cased, only A-Z 0-9 . / -, at most 24 characters, then -01, -02, ...).
--
-- The refusal is SQLSTATE 23001 (restrict_violation), as an ON DELETE RESTRICT foreign key would
-- give, so the app says "mark it inactive instead" whichever backend refused; the detail lists the
-- lines ("BOQ lines: KIT-01, ..."). SECURITY DEFINER: every BOQ line counts, not only those of the
-- projects the person deleting may see (the message names item codes only, no project).
create or replace function public.refuse_delete_of_catalogue_in_boq()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_code text := upper(btrim(to_jsonb(old) ->> tg_argv[0]));
  v_stem text;
  v_lines text[];
  v_count integer;
begin
  if v_code is null or v_code = '' then
    return old;
  end if;
  v_stem := left(regexp_replace(regexp_replace(v_code, '[^A-Z0-9./-]', '', 'g'), '^[^A-Z0-9]+', ''), 24);
  select count(*)::integer, (array_agg(b.item_code order by b.item_code))[1:5]
    into v_count, v_lines
    from public.boq_items b
   where b.item_code = v_code
      or (v_stem <> ''
          and left(b.item_code, length(v_stem) + 1) = v_stem || '-'
          and substr(b.item_code, length(v_stem) + 2) ~ '^[0-9]+$');
  if v_count > 0 then
    raise exception using
      errcode = 'restrict_violation',
      message = format('%s is used by %s BOQ line%s, so it cannot be deleted; mark it inactive instead',
                       v_code, v_count, case when v_count = 1 then '' else 's' end),
      detail = 'BOQ lines: ' || array_to_string(v_lines, ', ') || case when v_count > 5 then ', ...' else '' end,
      hint = 'Mark it inactive: it stays on old records and leaves the pick lists.',
      table = tg_table_name,
      constraint = tg_table_name || '_used_by_boq_items';
  end if;
  return old;
end;
$$;

revoke execute on function public.refuse_delete_of_catalogue_in_boq() from public, anon, authenticated;

create trigger processed_panels_used_by_boq_items before delete on public.processed_panels
  for each row execute function public.refuse_delete_of_catalogue_in_boq('code');
create trigger products_used_by_boq_items before delete on public.products
  for each row execute function public.refuse_delete_of_catalogue_in_boq('code');
create trigger panels_used_by_boq_items before delete on public.panels
  for each row execute function public.refuse_delete_of_catalogue_in_boq('design_number');
create trigger skins_used_by_boq_items before delete on public.skins
  for each row execute function public.refuse_delete_of_catalogue_in_boq('design_number');
create trigger edge_bands_used_by_boq_items before delete on public.edge_bands
  for each row execute function public.refuse_delete_of_catalogue_in_boq('design_number');
