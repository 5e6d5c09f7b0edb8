-- The operations dashboard's "payments due this month" figure links to the projects list filtered
-- to the same projects: those with a payment stage due this month (the database's today, in
-- Asia/Kolkata, as operations_dashboard() takes it by default) that still waits for money. The
-- list needs a column to filter on, so projects_list gains amount_pending_month at its end (the
-- only place CREATE OR REPLACE VIEW may add one); every other column is as before. Like the other
-- money columns it is null for those who may not see payments.
create or replace view public.projects_list with (security_invoker = true) as
select
  p.id,
  p.code,
  p.name,
  p.client_id,
  c.name as client_name,
  c.phone as client_phone,
  c.email as client_email,
  p.lead_id,
  p.category,
  p.site_address,
  p.city,
  p.state,
  p.estimate,
  p.area_sqft,
  p.start_date,
  p.target_date,
  p.completed_on,
  p.designer_id,
  d.name as designer_name,
  p.relationship_manager_id,
  rm.name as relationship_manager_name,
  p.stage,
  p.on_hold,
  p.on_hold_reason,
  case when p.stage = 'closed' then 'completed' when p.on_hold then 'on_hold' else 'active' end as status,
  p.design_template_id,
  p.payment_template_id,
  p.notes,
  coalesce(m.due, 0) as amount_due,
  -- Money only for those who may see payments (sales, accounts, admins); null for others, not 0.
  case when public.staff_in('sales', 'accounts') then coalesce(m.received, 0) end as amount_received,
  case when public.staff_in('sales', 'accounts') then coalesce(m.pending, 0) end as amount_pending,
  case when public.staff_in('sales', 'accounts') then coalesce(m.pending_now, 0) end as amount_pending_now,
  p.created_at,
  p.updated_at,
  p.version,
  case when public.staff_in('sales', 'accounts') then coalesce(m.pending_month, 0) end as amount_pending_month
from public.projects p
join public.clients c on c.id = p.client_id
left join public.staff d on d.id = p.designer_id
left join public.staff rm on rm.id = p.relationship_manager_id
left join lateral (
  select
    sum(st.due_amount) as due,
    sum(st.received_amount) as received,
    sum(greatest(st.pending_amount, 0)) as pending,
    sum(greatest(st.pending_amount, 0)) filter (where st.due_date <= current_date) as pending_now,
    sum(greatest(st.pending_amount, 0)) filter (
      where date_trunc('month', st.due_date) = date_trunc('month', (now() at time zone 'Asia/Kolkata')::date)
    ) as pending_month
  from public.project_payment_status st
  where st.project_id = p.id
) m on true;
