-- Demo data, part 4: CRM. 3 campaigns with their agents, 400 leads over a year with follow-ups,
-- deals for the leads that got as far as a proposal, appointments around 2026-11-21, 20 companies
-- with 40 contacts, and 30 clients (24 converted from won leads, 6 companies).
-- Lead i's stage comes from (i x 37) mod 100, which takes every value exactly four times over
-- 400 leads: 100 new, 80 contacted, 60 qualified, 40 site visit, 32 proposal sent,
-- 20 negotiation, 28 won, 40 lost.

-- Demo rows are not history: no audit rows for them (see write_audit_log).
select public.quiet_audit();

insert into public.campaigns (
  id, name, pipeline, owner_id, priority, duplicate_lead_policy, status, start_date, end_date, budget, description,
  created_at, updated_at)
values
  (md5('fpw:campaign:1')::uuid, 'Diwali Home Makeover 2026', 'Residential', '5a1e0000-0000-4000-8000-000000000002',
   'high', 'merge', 'completed', '2026-09-15', '2026-11-15', 350000,
   'Festive offer on full-home interiors: free 3D design and 10% off wardrobes',
   '2026-09-01 10:00+05:30', '2026-11-16 10:00+05:30'),
  (md5('fpw:campaign:2')::uuid, 'Modular Kitchen Expo Bengaluru', 'Kitchens', '5a1e0000-0000-4000-8000-000000000001',
   'medium', 'skip', 'completed', '2026-06-05', '2026-06-07', 180000,
   'Stall at the Palace Grounds home expo with a live kitchen display',
   '2026-05-10 10:00+05:30', '2026-06-10 10:00+05:30'),
  (md5('fpw:campaign:3')::uuid, 'Office Fit-out Outreach Q4', 'Commercial', '5a1e0000-0000-4000-8000-000000000010',
   'urgent', 'assign_to_existing_owner', 'active', '2026-10-01', '2026-12-31', 250000,
   'Workstations and reception fit-outs for offices moving into new tech parks',
   '2026-09-20 10:00+05:30', '2026-10-01 10:00+05:30');

insert into public.campaign_agents (campaign_id, staff_id, created_at)
select md5('fpw:campaign:' || a.campaign)::uuid, a.staff::uuid, '2026-09-20 10:00+05:30'
  from (values
    (1, '5a1e0000-0000-4000-8000-000000000001'), (1, '5a1e0000-0000-4000-8000-000000000009'),
    (1, '5a1e0000-0000-4000-8000-000000000010'), (2, '5a1e0000-0000-4000-8000-000000000001'),
    (2, '5a1e0000-0000-4000-8000-000000000002'), (3, '5a1e0000-0000-4000-8000-000000000010'),
    (3, '5a1e0000-0000-4000-8000-000000000009')
  ) as a(campaign, staff);

create temporary table seed_lead as
select
  i,
  md5('fpw:lead:' || i)::uuid as id,
  case when r < 25 then 1 when r < 45 then 2 when r < 60 then 3 when r < 70 then 4
       when r < 78 then 5 when r < 83 then 6 when r < 90 then 7 else 8 end as stage_position,
  case when i % 4 = 0 then null else i % 4 end as campaign,
  (array['5a1e0000-0000-4000-8000-000000000001', '5a1e0000-0000-4000-8000-000000000002',
         '5a1e0000-0000-4000-8000-000000000009', '5a1e0000-0000-4000-8000-000000000010'])[1 + (i / 3) % 4]::uuid as owner_id,
  (timestamptz '2025-11-25 10:00+05:30' + ((i * 331) % 355) * interval '1 day' + (i % 9) * interval '47 minutes') as created_at
from (select i, (i * 37) % 100 as r from generate_series(1, 400) as i) s;

insert into public.leads (
  id, name, email, phone, company_name, address, city, state, pincode, source, campaign_id, owner_id, stage_id,
  status_id, next_follow_up_at, interest, estimated_value, notes, created_at, updated_at)
select
  l.id,
  n.first_name || ' ' || n.surname,
  case when l.i % 5 <> 0 then lower(n.first_name) || '.' || lower(n.surname) || (l.i % 97) || '@'
       || (array['gmail.com', 'yahoo.co.in', 'outlook.com', 'rediffmail.com'])[1 + l.i % 4] end,
  '+91 ' || (array['98', '97', '99', '90', '88', '70'])[1 + l.i % 6] || lpad(((l.i * 7919 * 13 + 23456789) % 100000000)::text, 8, '0'),
  case when l.campaign = 3 then n.surname || ' ' || (array['Technologies', 'Consulting', 'Logistics', 'Pharma'])[1 + l.i % 4] end,
  (array['Flat ', 'Villa ', 'House No. '])[1 + l.i % 3] || (10 + l.i % 890) || ', '
    || (array['Prestige Lakeside Habitat', 'Sobha Dream Acres', 'Brigade Meadows', 'Godrej Woodsman Estate',
              'Lodha Palava', 'My Home Avatar', 'DLF Park Place', 'Purva Panorama', 'Hiranandani Gardens',
              'Mantri Espana'])[1 + l.i % 10],
  c.city,
  c.state,
  c.pin_prefix || lpad((l.i % 100)::text, 3, '0'),
  (case
     when l.campaign = 1 then (array['facebook', 'instagram', 'google_ads'])[1 + l.i % 3]
     when l.campaign = 2 then (array['exhibition', 'exhibition', 'walk_in'])[1 + l.i % 3]
     when l.campaign = 3 then (array['google_ads', 'indiamart', 'justdial', 'website'])[1 + l.i % 4]
     else (array['referral', 'website', 'architect', 'walk_in', 'design_tool'])[1 + l.i % 5]
   end)::public.lead_source,
  case when l.campaign is not null then md5('fpw:campaign:' || l.campaign)::uuid end,
  l.owner_id,
  st.id,
  md5('fpw:lead-status:' || case
    when l.stage_position = 7 then 'Hot'
    when l.stage_position = 8 then (array['Not interested', 'Not reachable', 'Cold'])[1 + l.i % 3]
    when l.stage_position >= 5 then (array['Hot', 'Warm'])[1 + l.i % 2]
    else (array['Warm', 'Cold', 'Call back later', 'Hot', 'Not reachable'])[1 + l.i % 5]
  end)::uuid,
  case when l.stage_position < 7 then timestamptz '2026-11-21 11:00+05:30' + ((l.i % 22) - 7) * interval '1 day' end,
  case when l.campaign = 3 then (array['Office workstations', 'Reception and lounge', 'Conference room'])[1 + l.i % 3]
       when l.campaign = 2 then 'Modular kitchen'
       else (array['Modular kitchen', 'Wardrobes', 'Full home interiors', 'TV unit and living', 'Bedroom furniture',
                   'Kids room', 'Study and home office'])[1 + l.i % 7] end,
  round((60000 + (l.i * 104729) % 1740000) / 5000.0) * 5000,
  case when l.i % 6 = 0 then 'Prefers a call after 6 pm' when l.i % 11 = 0 then 'Referred by an architect' end,
  l.created_at,
  l.created_at
from seed_lead l
join public.lead_stages st on st.position = l.stage_position
cross join lateral (
  select
    (array['Aarav', 'Vivaan', 'Aditya', 'Vihaan', 'Arjun', 'Sai', 'Reyansh', 'Ayaan', 'Krishna', 'Ishaan', 'Ananya',
           'Diya', 'Aadhya', 'Saanvi', 'Pari', 'Myra', 'Kiara', 'Anika', 'Navya', 'Riya', 'Rohit', 'Sneha', 'Pooja',
           'Manoj', 'Kiran', 'Lakshmi', 'Ganesh', 'Farhan', 'Zoya', 'Harpreet', 'Gurpreet', 'Tanvi'])[1 + l.i % 32] as first_name,
    (array['Sharma', 'Verma', 'Gupta', 'Iyer', 'Reddy', 'Nair', 'Patel', 'Shah', 'Mehta', 'Joshi', 'Kulkarni',
           'Deshpande', 'Rao', 'Menon', 'Pillai', 'Banerjee', 'Chatterjee', 'Das', 'Sethi', 'Khan', 'Kapoor',
           'Malhotra', 'Agarwal', 'Bhat', 'Naidu', 'Hegde', 'Gowda'])[1 + (l.i * 7) % 27] as surname
) n
cross join lateral (
  select city, state, pin_prefix from (values
    (0, 'Bengaluru', 'Karnataka', '560'), (1, 'Bengaluru', 'Karnataka', '560'), (2, 'Bengaluru', 'Karnataka', '560'),
    (3, 'Mysuru', 'Karnataka', '570'), (4, 'Chennai', 'Tamil Nadu', '600'), (5, 'Hyderabad', 'Telangana', '500'),
    (6, 'Pune', 'Maharashtra', '411'), (7, 'Mumbai', 'Maharashtra', '400'), (8, 'Kochi', 'Kerala', '682'),
    (9, 'Coimbatore', 'Tamil Nadu', '641')
  ) as cities(k, city, state, pin_prefix)
  where k = (l.i * 3) % 10
) c
order by l.i;

-- Follow-ups: one per stage the lead went through (a lost lead had one more, the last call),
-- three days apart, by the lead's owner.
insert into public.lead_follow_ups (
  id, lead_id, follow_up_at, stage_id, status_id, comment, by_staff_id, created_at, updated_at)
select
  md5('fpw:follow-up:' || l.i || ':' || j)::uuid,
  l.id,
  l.created_at + j * interval '3 days' + (l.i % 5) * interval '1 hour',
  md5('fpw:lead-stage:' || (array['New', 'Contacted', 'Qualified', 'Site visit', 'Proposal sent', 'Negotiation',
                                  'Won', 'Lost'])[least(j + 1, l.stage_position)])::uuid,
  md5('fpw:lead-status:' || (array['Warm', 'Hot', 'Call back later', 'Warm', 'Hot'])[1 + (l.i + j) % 5])::uuid,
  (array['Called, shared the catalogue on WhatsApp', 'Discussed budget and timeline',
         'Client wants to see finishes at the experience centre', 'Site visit done, measurements taken',
         'Sent the 3D design and quotation', 'Negotiated on hardware brand', 'Advance received, handed to design',
         'Client chose a local carpenter'])[least(j + 1, l.stage_position)],
  l.owner_id,
  l.created_at + j * interval '3 days' + (l.i % 5) * interval '1 hour',
  l.created_at + j * interval '3 days' + (l.i % 5) * interval '1 hour'
from seed_lead l
cross join lateral generate_series(1, case when l.stage_position = 8 then 3 + l.i % 3 else l.stage_position - 1 end) as j;

insert into public.deals (
  id, lead_id, title, pipeline, stage, value, probability_percent, expected_close, owner_id, position, closed_at,
  created_at, updated_at)
select
  md5('fpw:deal:' || l.i)::uuid,
  l.id,
  le.interest || ' for ' || le.name,
  case l.campaign when 2 then 'Kitchens' when 3 then 'Commercial' else 'Residential' end,
  (case l.stage_position when 3 then 'qualification' when 4 then 'needs_analysis' when 5 then 'proposal'
                         when 6 then 'negotiation' when 7 then 'won' else 'lost' end)::public.deal_stage,
  le.estimated_value,
  case l.stage_position when 3 then 20 when 4 then 35 when 5 then 50 when 6 then 70 when 7 then 100 else 0 end,
  (l.created_at + interval '45 days')::date,
  l.owner_id,
  row_number() over (partition by l.stage_position order by l.i),
  case when l.stage_position >= 7 then l.created_at + interval '30 days' end,
  l.created_at + interval '6 days',
  l.created_at + interval '6 days'
from seed_lead l
join public.leads le on le.id = l.id
where l.stage_position >= 5 or (l.stage_position in (3, 4) and l.i % 2 = 0);

-- Appointments in the weeks around 2026-11-21: past ones have an outcome, future ones are booked.
insert into public.appointments (
  id, kind, title, starts_at, duration_minutes, assignee_id, lead_id, location, status, notes, created_at, updated_at)
select
  md5('fpw:appointment:' || k)::uuid,
  a.kind::public.appointment_kind,
  case a.kind
    when 'site_visit' then 'Site visit: ' || le.name
    when 'demo' then 'Experience centre demo: ' || le.name
    when 'design_query' then 'Design query: ' || le.name
    when 'follow_up' then 'Follow-up call: ' || le.name
    else 'Interview: ' || (array['CNC operator', 'Junior designer', 'Site supervisor', 'Sales executive'])[1 + k % 4]
  end,
  timestamptz '2026-11-21 10:00+05:30' + ((k % 45) - 25) * interval '1 day' + (k % 7) * interval '1 hour',
  case a.kind when 'site_visit' then 90 when 'demo' then 60 when 'interview' then 45 else 30 end,
  case a.kind
    when 'site_visit' then (array['5a1e0000-0000-4000-8000-000000000003', '5a1e0000-0000-4000-8000-000000000007',
                                  '5a1e0000-0000-4000-8000-000000000011'])[1 + k % 3]::uuid
    when 'design_query' then (array['5a1e0000-0000-4000-8000-000000000003', '5a1e0000-0000-4000-8000-000000000011'])[1 + k % 2]::uuid
    when 'interview' then '5a1e0000-0000-4000-8000-000000000015'::uuid
    else le.owner_id
  end,
  case when a.kind <> 'interview' then le.id end,
  case a.kind when 'site_visit' then le.address || ', ' || le.city
              when 'demo' then 'Experience centre, Peenya'
              when 'interview' then 'Head office, Peenya'
              else 'Phone' end,
  (case when (k % 45) - 25 >= 0 then 'scheduled' when k % 9 = 0 then 'no_show' when k % 13 = 0 then 'cancelled'
        else 'completed' end)::public.appointment_status,
  null,
  timestamptz '2026-10-20 10:00+05:30' + (k % 30) * interval '1 day',
  timestamptz '2026-10-20 10:00+05:30' + (k % 30) * interval '1 day'
from generate_series(1, 80) as k
cross join lateral (
  select (array['site_visit', 'demo', 'design_query', 'follow_up', 'site_visit', 'follow_up', 'demo', 'design_query',
                'follow_up', 'interview'])[1 + k % 10] as kind
) a
join public.leads le on le.id = md5('fpw:lead:' || (k * 53) % 400 + 1)::uuid;

create temporary table seed_company as
select
  k,
  md5('fpw:company:' || k)::uuid as id,
  c.name, c.industry, c.city, c.state, c.state_code
from (values
  (1, 'Prestige Estates Projects', 'Real estate', 'Bengaluru', 'Karnataka', '29'),
  (2, 'Brigade Enterprises', 'Real estate', 'Bengaluru', 'Karnataka', '29'),
  (3, 'Sobha Developers', 'Real estate', 'Bengaluru', 'Karnataka', '29'),
  (4, 'Studio Lotus Architects', 'Architecture', 'New Delhi', 'Delhi', '07'),
  (5, 'Morphogenesis Design', 'Architecture', 'New Delhi', 'Delhi', '07'),
  (6, 'Mindspace Business Parks', 'Commercial real estate', 'Hyderabad', 'Telangana', '36'),
  (7, 'Tata Consultancy Services', 'IT services', 'Mumbai', 'Maharashtra', '27'),
  (8, 'Infosys Facilities', 'IT services', 'Bengaluru', 'Karnataka', '29'),
  (9, 'Taj Hotels Projects', 'Hospitality', 'Mumbai', 'Maharashtra', '27'),
  (10, 'Lemon Tree Hotels', 'Hospitality', 'Gurugram', 'Haryana', '06'),
  (11, 'Fabindia Retail', 'Retail', 'New Delhi', 'Delhi', '07'),
  (12, 'Chumbak Design', 'Retail', 'Bengaluru', 'Karnataka', '29'),
  (13, 'WeWork India', 'Co-working', 'Bengaluru', 'Karnataka', '29'),
  (14, 'Apollo Hospitals Enterprise', 'Healthcare', 'Chennai', 'Tamil Nadu', '33'),
  (15, 'Cult.fit Healthcare', 'Fitness', 'Bengaluru', 'Karnataka', '29'),
  (16, 'Phoenix Mills Projects', 'Retail real estate', 'Mumbai', 'Maharashtra', '27'),
  (17, 'Shilpa Architects', 'Architecture', 'Chennai', 'Tamil Nadu', '33'),
  (18, 'Kochi Metro Rail', 'Infrastructure', 'Kochi', 'Kerala', '32'),
  (19, 'Third Wave Coffee Roasters', 'Food and beverage', 'Bengaluru', 'Karnataka', '29'),
  (20, 'Pune Builders Collective', 'Real estate', 'Pune', 'Maharashtra', '27')
) as c(k, name, industry, city, state, state_code);

insert into public.companies (id, name, industry, website, gstin, email, phone, city, state, owner_id, created_at, updated_at)
select
  c.id, c.name, c.industry,
  'https://www.' || lower(regexp_replace(c.name, '[^A-Za-z]', '', 'g')) || '.example.in',
  -- GSTIN shape: state code, a PAN (5 letters, 4 digits, 1 letter), entity number, Z, check character
  c.state_code || upper(translate(substr(md5('fpw:pan:' || c.k), 1, 5), '0123456789', 'GHJKLMNPQR'))
    || lpad(((c.k * 7919) % 10000)::text, 4, '0') || chr(65 + c.k % 26) || '1Z' || chr(48 + c.k % 10),
  'projects@' || lower(regexp_replace(c.name, '[^A-Za-z]', '', 'g')) || '.example.in',
  '+91 80 ' || (4000 + c.k * 37) || ' ' || lpad(((c.k * 613) % 10000)::text, 4, '0'),
  c.city, c.state,
  (array['5a1e0000-0000-4000-8000-000000000002', '5a1e0000-0000-4000-8000-000000000010'])[1 + c.k % 2]::uuid,
  timestamptz '2026-02-01 10:00+05:30' + c.k * interval '5 days',
  timestamptz '2026-02-01 10:00+05:30' + c.k * interval '5 days'
from seed_company c;

insert into public.contacts (id, company_id, name, email, phone, designation, city, owner_id, created_at, updated_at)
select
  md5('fpw:contact:' || c.k || ':' || j)::uuid,
  c.id,
  n.first_name || ' ' || n.surname,
  lower(n.first_name) || '.' || lower(n.surname) || '@' || lower(regexp_replace(c.name, '[^A-Za-z]', '', 'g')) || '.example.in',
  '+91 9' || lpad(((c.k * 104729 + j * 7) % 1000000000)::text, 9, '0'),
  case j when 1 then (array['Head of Projects', 'Facilities Manager', 'Principal Architect', 'Procurement Lead'])[1 + c.k % 4]
         else (array['Site Engineer', 'Purchase Executive', 'Interior Designer', 'Admin Manager'])[1 + c.k % 4] end,
  c.city,
  (array['5a1e0000-0000-4000-8000-000000000002', '5a1e0000-0000-4000-8000-000000000010'])[1 + c.k % 2]::uuid,
  timestamptz '2026-02-01 11:00+05:30' + c.k * interval '5 days',
  timestamptz '2026-02-01 11:00+05:30' + c.k * interval '5 days'
from seed_company c
cross join generate_series(1, 2) as j
cross join lateral (
  select
    (array['Ramesh', 'Sunita', 'Abhishek', 'Deepika', 'Prakash', 'Meenakshi', 'Vikas', 'Anjali', 'Rajesh', 'Kavitha'])[1 + (c.k + j * 3) % 10] as first_name,
    (array['Krishnan', 'Bose', 'Saxena', 'Chopra', 'Subramanian', 'Hegde', 'Trivedi', 'Mukherjee', 'Goel'])[1 + (c.k * j) % 9] as surname
) n;

-- Clients: the first 24 won leads (homeowners), then 6 companies (commercial work, with GSTIN).
insert into public.clients (
  id, name, email, phone, gstin, billing_address, city, state, pincode, company_id, lead_id, relationship_manager_id,
  created_at, updated_at)
select
  md5('fpw:client:' || w.k)::uuid, le.name, le.email, le.phone, null, le.address, le.city, le.state, le.pincode,
  null, le.id, le.owner_id, le.created_at + interval '30 days', le.created_at + interval '30 days'
from (
  select l.id, row_number() over (order by l.i) as k
    from seed_lead l where l.stage_position = 7
) w
join public.leads le on le.id = w.id
where w.k <= 24;

insert into public.clients (
  id, name, email, phone, gstin, billing_address, city, state, pincode, company_id, lead_id, relationship_manager_id,
  created_at, updated_at)
select
  md5('fpw:client:' || (24 + x.n))::uuid, co.name, co.email, co.phone, co.gstin,
  (array['Tower B, 4th Floor, ', 'Plot 7, ', 'Unit 301, '])[1 + x.n % 3] || co.city || ' business district',
  co.city, co.state,
  case co.state when 'Karnataka' then '560103' when 'Delhi' then '110020' when 'Telangana' then '500081'
                when 'Maharashtra' then '400051' when 'Haryana' then '122002' when 'Tamil Nadu' then '600032'
                else '682030' end,
  co.id, null, co.owner_id, co.created_at + interval '20 days', co.created_at + interval '20 days'
from (values (1, 13), (2, 8), (3, 6), (4, 19), (5, 10), (6, 12)) as x(n, company)
join public.companies co on co.id = md5('fpw:company:' || x.company)::uuid;

-- Dropped here rather than on commit: the file may also run statement by statement.
drop table seed_lead, seed_company;
