-- Demo data: monthly conversion targets for the sales team (September to December 2026), which the
-- sales dashboard measures "Conversions this month" against, and one lead of Asha Rao's left
-- without a next follow-up, so the sales dashboard journey (e2e/crm-sales-dashboard.spec.ts) can
-- schedule one on any date and see today's count go up by one.

-- Demo rows are not history: no audit rows for them (see write_audit_log).
select public.quiet_audit();

insert into public.sales_targets (id, staff_id, month, target_conversions, target_value, note, created_at, updated_at)
select
  md5('fpw:sales-target:' || t.email || ':' || m.month)::uuid,
  s.id,
  m.month::date,
  t.conversions + m.extra,
  (t.conversions + m.extra) * t.value_per_conversion,
  case when m.month = '2026-11-01' then 'Festive season: one more than usual' end,
  m.month::timestamptz - interval '5 days',
  m.month::timestamptz - interval '5 days'
  from (values
    ('asha.rao@fpw.in', 3, 450000),
    ('vikram.singh@fpw.in', 2, 600000),
    ('nisha.bhat@fpw.in', 3, 400000),
    ('rohan.mehta@fpw.in', 2, 800000)
  ) as t(email, conversions, value_per_conversion)
  join public.staff s on s.email = t.email
  cross join (values ('2026-09-01', 0), ('2026-10-01', 0), ('2026-11-01', 1), ('2026-12-01', 0)) as m(month, extra)
on conflict (staff_id, month) do nothing;

-- Lead 14 (Asha Rao's, stage New, Modular Kitchen Expo): not scheduled yet.
update public.leads
   set next_follow_up_at = null
 where id = md5('fpw:lead:14')::uuid;
