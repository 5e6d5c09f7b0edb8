-- leads_list (20261125030000) joined every follow-up of every visible lead, aggregated, before the
-- list took its page of 25: for a sales executive each follow-up row also passes its policy. The
-- same columns now come from correlated subqueries, which Postgres evaluates only for the rows it
-- returns (after the sort and limit) unless the list is sorted by them; a count skips them.
create or replace view public.leads_list with (security_invoker = true) as
select
  l.*,
  o.name as owner_name,
  c.name as campaign_name,
  st.name as stage_name,
  st.colour as stage_colour,
  st.position as stage_position,
  su.name as status_name,
  su.colour as status_colour,
  (select max(fu.follow_up_at) from public.lead_follow_ups fu where fu.lead_id = l.id) as last_follow_up_at,
  (select count(*) from public.lead_follow_ups fu where fu.lead_id = l.id)::integer as follow_up_count
from public.leads l
left join public.staff o on o.id = l.owner_id
left join public.campaigns c on c.id = l.campaign_id
left join public.lead_stages st on st.id = l.stage_id
left join public.lead_statuses su on su.id = l.status_id;

-- Likewise the read policies of follow-ups, deals and appointments asked lead_is_mine() once per
-- row (a function call with its own queries). "A lead the caller may see" is the leads policy
-- itself: one uncorrelated sub-select of the visible lead ids, hashed once per statement. No
-- recursion: the leads policy reads only campaigns (through my_campaign_ids(), SECURITY DEFINER).
drop policy lead_follow_ups_read on public.lead_follow_ups;
create policy lead_follow_ups_read on public.lead_follow_ups for select to authenticated
  using (
    (select public.has_permission('leads.view'))
    and ((select public.crm_sees_all()) or lead_id in (select l.id from public.leads l))
  );

drop policy deals_read on public.deals;
create policy deals_read on public.deals for select to authenticated
  using (
    (select public.has_permission('leads.view'))
    and (
      (select public.crm_sees_all())
      or owner_id = (select public.current_staff_id())
      or lead_id in (select l.id from public.leads l)
    )
  );

drop policy appointments_read on public.appointments;
create policy appointments_read on public.appointments for select to authenticated
  using (
    assignee_id = (select public.current_staff_id())
    or (
      (select public.has_permission('leads.view'))
      and ((select public.crm_sees_all()) or lead_id in (select l.id from public.leads l))
    )
  );
