-- The shop floor's tables follow the schema's rules like every other (supabase/tests/constraints and
-- text-limits): cut parts carry their audit trigger beside the touch trigger 20261129020000 gave
-- them, and the last text columns without an upper length get one.
-- No BEGIN/COMMIT here: the runner chooses.
create trigger cut_parts_audit after insert or update or delete on public.cut_parts
  for each row execute function public.write_audit_log();

alter table public.cut_part_scans
  add constraint cut_part_scans_outcome_length_check check (length(outcome) <= 40);
alter table public.production_routes
  add constraint production_routes_part_kind_length_check check (length(part_kind) <= 60);
alter table public.work_centres
  add constraint work_centres_code_length_check check (length(code) <= 40);
