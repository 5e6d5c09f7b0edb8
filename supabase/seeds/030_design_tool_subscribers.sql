-- Demo data, part 3: 60 subscribers of the 3D design tool over a year, with their plan histories.
-- Subscriber i follows journey i % 10:
--   0 on a trial ending within 14 days of 2026-11-21   5 trial -> basic -> pro
--   1 trial that lapsed (expired)                       6 trial -> pro, renewal overdue (past due)
--   2, 3 trial -> basic                                 7 trial -> pro -> elite
--   4 trial -> pro                                      8 trial -> elite
--   9 trial -> basic, later cancelled
-- The history rows come from the plan-change trigger, as they would from the app; only their
-- timestamps are then moved back to the dates of the story.

-- Demo rows are not history: no audit rows for them (see write_audit_log).
select public.quiet_audit();

create temporary table seed_subscriber_plan as
select
  i,
  i % 10 as journey,
  md5('fpw:subscriber:' || i)::uuid as id,
  start_date,
  start_date + 9 + i % 5 as first_change,
  least(start_date + 9 + i % 5 + 30 + i % 20, date '2026-11-20') as second_change,
  (array['5a1e0000-0000-4000-8000-000000000001', '5a1e0000-0000-4000-8000-000000000002',
         '5a1e0000-0000-4000-8000-000000000009', '5a1e0000-0000-4000-8000-000000000010'])[1 + i % 4]::uuid as sales_person_id,
  (array['5a1e0000-0000-4000-8000-000000000009', '5a1e0000-0000-4000-8000-000000000010',
         '5a1e0000-0000-4000-8000-000000000001'])[1 + i % 3]::uuid as account_manager_id
from (
  select
    i,
    case when i % 10 = 0 then date '2026-11-21' - (i / 10) * 2
         else date '2025-11-24' + (i * 37) % 340 end as start_date
  from generate_series(1, 60) as i
) s;

insert into public.subscribers (
  id, business_name, contact_name, email, phone, city, state, plan, status, start_date, end_date,
  sales_person_id, account_manager_id, manager_id, discount_percent, remarks, created_at, updated_at)
select
  p.id,
  n.surname || ' ' || n.suffix,
  n.first_name || ' ' || n.surname,
  lower(n.first_name) || '@' || lower(replace(n.surname || n.suffix, ' ', '')) || '.in',
  '+91 9' || lpad(((p.i * 48271) % 1000000000)::text, 9, '0'),
  c.city,
  c.state,
  'free_trial',
  'trial',
  p.start_date,
  p.start_date + 14,
  p.sales_person_id,
  p.account_manager_id,
  '5a1e0000-0000-4000-8000-000000000002',
  case when p.journey in (7, 8) then 10 when p.journey = 5 then 5 when p.i % 7 = 0 then 15 else 0 end,
  case p.journey
    when 0 then 'Evaluating for a new showroom'
    when 1 then 'Did not respond after the trial'
    when 6 then 'Card payment failed at renewal'
    when 9 then 'Moved to an in-house design team'
  end,
  (p.start_date + time '10:30') at time zone 'Asia/Kolkata',
  (p.start_date + time '10:30') at time zone 'Asia/Kolkata'
from seed_subscriber_plan p
cross join lateral (
  select
    (array['Sharma', 'Verma', 'Gupta', 'Iyer', 'Reddy', 'Nair', 'Patel', 'Shah', 'Mehta', 'Joshi', 'Kulkarni',
           'Deshpande', 'Rao', 'Menon', 'Pillai', 'Banerjee', 'Chatterjee', 'Das', 'Sethi', 'Khan', 'Kapoor',
           'Malhotra', 'Agarwal', 'Bhat', 'Naidu'])[1 + (p.i - 1) % 25] as surname,
    (array['Interiors', 'Modular Kitchens', 'Design Studio', 'Furniture Works', 'Woodcraft', 'Home Decor',
           'Space Planners', 'Architects'])[1 + (p.i - 1) % 8] as suffix,
    (array['Aarav', 'Vivaan', 'Aditya', 'Ananya', 'Diya', 'Ishaan', 'Kiara', 'Rohit', 'Sneha', 'Pooja', 'Manoj',
           'Kiran', 'Lakshmi', 'Ganesh', 'Farhan', 'Zoya', 'Harpreet', 'Nikhil', 'Shreya', 'Varun'])[1 + (p.i * 13 + p.i / 10) % 20]
      as first_name
) n
cross join lateral (
  select city, state from (values
    (0, 'Bengaluru', 'Karnataka'), (1, 'Mumbai', 'Maharashtra'), (2, 'Pune', 'Maharashtra'),
    (3, 'Hyderabad', 'Telangana'), (4, 'Chennai', 'Tamil Nadu'), (5, 'New Delhi', 'Delhi'),
    (6, 'Gurugram', 'Haryana'), (7, 'Ahmedabad', 'Gujarat'), (8, 'Kochi', 'Kerala'), (9, 'Jaipur', 'Rajasthan'),
    (10, 'Kolkata', 'West Bengal'), (11, 'Chandigarh', 'Chandigarh')
  ) as cities(k, city, state)
  where k = (p.i * 5) % 12
) c
order by p.i;

-- First plan change (moving off the trial makes the account active: see align_subscriber_status).
update public.subscribers s
   set plan = case when p.journey in (2, 3, 5, 9) then 'basic' when p.journey in (4, 6, 7) then 'pro' else 'elite' end::public.subscription_plan,
       end_date = p.first_change + 365
  from seed_subscriber_plan p
 where s.id = p.id and p.journey >= 2;

-- Second plan change.
update public.subscribers s
   set plan = case p.journey when 5 then 'pro' else 'elite' end::public.subscription_plan,
       end_date = p.second_change + 365
  from seed_subscriber_plan p
 where s.id = p.id and p.journey in (5, 7);

-- Where the story ended without a plan change.
update public.subscribers s
   set status = case p.journey when 1 then 'expired' when 6 then 'past_due' else 'cancelled' end::public.subscriber_status,
       end_date = case p.journey when 1 then s.end_date when 6 then p.first_change + 30 else p.first_change + 90 end
  from seed_subscriber_plan p
 where s.id = p.id and p.journey in (1, 6, 9);

-- Move the history rows to the dates of the story. The append-only guard is lifted for this one
-- statement of the seed (as the owner) and put back.
alter table public.subscriber_plan_history disable trigger subscriber_plan_history_append_only;
update public.subscriber_plan_history h
   set changed_at = ((case when h.from_plan = 'free_trial' then p.first_change else p.second_change end)
                     + time '15:00') at time zone 'Asia/Kolkata',
       changed_by = p.sales_person_id,
       note = case when h.from_plan = 'free_trial' then 'Converted from trial' else 'Upgraded' end
  from seed_subscriber_plan p
 where h.subscriber_id = p.id and h.from_plan is not null;
update public.subscriber_plan_history h
   set changed_by = p.sales_person_id, note = 'Signed up for the trial'
  from seed_subscriber_plan p
 where h.subscriber_id = p.id and h.from_plan is null;
alter table public.subscriber_plan_history enable trigger subscriber_plan_history_append_only;

-- The last change of each story is its updated_at (touch_row would stamp the seed's own time).
alter table public.subscribers disable trigger subscribers_touch;
update public.subscribers s
   set updated_at = ((case when p.journey in (5, 7) then p.second_change
                           when p.journey >= 1 then p.first_change
                           else p.start_date end) + time '15:00') at time zone 'Asia/Kolkata'
  from seed_subscriber_plan p
 where s.id = p.id;
alter table public.subscribers enable trigger subscribers_touch;

-- Dropped here rather than on commit: the file may also run statement by statement.
drop table seed_subscriber_plan;
