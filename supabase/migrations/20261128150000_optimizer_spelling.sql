-- One spelling, "optimizer" (issue 22): the read the cutting optimizer starts from is renamed from
-- optimiser_input to optimizer_input. Only the app calls it (src/services/production/cutting-plans.ts),
-- no view, policy or function refers to it, so no alias under the old name is kept. The function keeps
-- its body, security and grants (a rename carries them).
-- The cutting_plans status 'optimised' and the column optimised_at are data the reports and the
-- status guards read; they keep their names here.
alter function public.optimiser_input(uuid) rename to optimizer_input;
