-- A label's 1D barcode (issue 24): a scanner that reads only Code 128 types a short scan code,
-- <first 8 hex digits of the plan id>-<the label's place in the plan's layout, from 1>, the order
-- the labels print in (sheet by sheet, part by part; src/pages/dashboard/cutting-plan/plan-labels.ts,
-- partScanCode). The part a scan names is found from either the QR link or this code; a code whose
-- plan prefix names more than one plan is refused rather than guessed.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.cut_part_of_payload(p_payload text)
returns public.cut_parts
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_text text := btrim(coalesce(p_payload, ''));
  v_plan text := substring(v_text from '[?&]plan=([0-9A-Fa-f-]{36})');
  v_label text := public.url_decoded(substring(v_text from '#part-(.+)$'));
  v_code text[] := regexp_match(v_text, '^([0-9A-Fa-f]{8})-([0-9]{1,5})$');
  v_plans uuid[];
  v_part public.cut_parts;
begin
  if v_code is not null then
    select array_agg(c.id) into v_plans from public.cutting_plans c
     where left(c.id::text, 8) = lower(v_code[1]) and c.status = 'cut';
    if coalesce(array_length(v_plans, 1), 0) > 1 then
      raise exception 'this barcode fits more than one cutting plan: scan the QR code instead'
        using errcode = 'invalid_parameter_value';
    end if;
    if coalesce(array_length(v_plans, 1), 0) = 1 then
      v_plan := v_plans[1]::text;
      select p.part ->> 'labelId' into v_label
        from public.cutting_plans c
        cross join jsonb_array_elements(coalesce(c.result -> 'sheets', '[]'::jsonb)) with ordinality s(sheet, si)
        cross join jsonb_array_elements(coalesce(s.sheet -> 'parts', '[]'::jsonb)) with ordinality p(part, pi)
       where c.id = v_plans[1]
       order by s.si, p.pi
       offset v_code[2]::integer - 1 limit 1;
    end if;
    if v_label is null then
      raise exception 'no cut part has this barcode: is its cutting plan marked as cut?'
        using errcode = 'no_data_found';
    end if;
  end if;
  if v_plan is null or v_label is null then
    raise exception 'this is not a part label (scan the QR code printed on the part)'
      using errcode = 'invalid_parameter_value';
  end if;
  select * into v_part from public.cut_parts c
   where c.cutting_plan_id = v_plan::uuid and c.label_id = v_label
   for update;
  if not found then
    raise exception 'no cut part has this label: is its cutting plan marked as cut?'
      using errcode = 'no_data_found';
  end if;
  return v_part;
end;
$$;
revoke execute on function public.cut_part_of_payload(text) from public, anon, authenticated;
