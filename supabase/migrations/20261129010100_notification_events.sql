-- Where notifications are made (issue 24). At the event, by security definer triggers:
--   a lead's owner is set or changed        -> the new owner ("lead assigned")
--   a quotation is sent to the client        -> everyone who may record its decision (proposal.approve)
--   a payment is recorded (not a reversal)   -> the project's relationship manager, else the lead's owner
-- Nobody is told about what they did themselves, and events without a signed-in person (seeds,
-- migrations, maintenance) tell nobody: they load history, not news.
-- By time, for the caller, when the inbox asks (refresh_my_notifications): follow-ups of my leads due
-- today or overdue (up to a week back), my appointments tomorrow, and tickets past their SLA that are
-- mine (or nobody's, for those who handle tickets). The dedupe keys make a second refresh a no-op.

create or replace function public.notify_lead_assigned()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := public.current_staff_id();
begin
  if v_actor is null or new.owner_id is null or new.owner_id = v_actor
     or (tg_op = 'UPDATE' and new.owner_id is not distinct from old.owner_id) then
    return null;
  end if;
  perform public.notify(
    new.owner_id, 'lead_assigned',
    'Lead assigned to you: ' || left(new.name, 120),
    concat_ws(' · ', 'From ' || (select s.name from public.staff s where s.id = v_actor), new.city,
              new.interest, 'next follow-up ' || to_char(new.next_follow_up_at at time zone 'Asia/Kolkata',
                                                          'DD Mon HH24:MI')),
    '/dashboard/leads?lead=' || new.id, new.id,
    -- Assigned again later (away and back) is news again; within one transaction it is one event.
    'lead-assigned:' || new.id || ':' || extract(epoch from pg_catalog.now())::bigint);
  return null;
end;
$$;
revoke execute on function public.notify_lead_assigned() from public, anon, authenticated;
create trigger leads_notify_assigned after insert or update of owner_id on public.leads
  for each row execute function public.notify_lead_assigned();

create or replace function public.notify_quotation_waiting()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if public.current_staff_id() is null or new.status <> 'sent'
     or (tg_op = 'UPDATE' and old.status = 'sent') then
    return null;
  end if;
  perform public.notify_holders_of(
    'proposal.approve', 'quotation_approval',
    'Quotation ' || new.number || case when new.revision > 1 then ' rev ' || new.revision else '' end
      || ' waiting for approval',
    concat_ws(' · ', left(new.title, 160), (select c.name from public.clients c where c.id = new.client_id)),
    '/dashboard/quotation?id=' || new.id, new.id,
    'quotation-sent:' || new.id);
  return null;
end;
$$;
revoke execute on function public.notify_quotation_waiting() from public, anon, authenticated;
create trigger quotations_notify_waiting after insert or update of status on public.quotations
  for each row execute function public.notify_quotation_waiting();

create or replace function public.notify_payment_received()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_actor uuid := public.current_staff_id();
  v_project record;
  v_to uuid;
begin
  -- A reversal takes money back: not news to celebrate (the reversal has its own reason and log).
  if v_actor is null or new.reverses_payment_id is not null then
    return null;
  end if;
  select p.code, p.name, coalesce(p.relationship_manager_id, l.owner_id) as to_whom into v_project
    from public.projects p
    left join public.leads l on l.id = p.lead_id
   where p.id = new.project_id;
  v_to := v_project.to_whom;
  if v_to is null or v_to = v_actor then
    return null;
  end if;
  perform public.notify(
    v_to, 'payment_received',
    'Payment received: ' || public.format_inr(new.amount),
    concat_ws(' · ', coalesce(v_project.code || ' ', '') || v_project.name, new.mode::text, new.reference,
              'recorded by ' || (select s.name from public.staff s where s.id = v_actor)),
    '/dashboard/Project-details?id=' || new.project_id, new.id,
    'payment:' || new.id);
  return null;
end;
$$;
revoke execute on function public.notify_payment_received() from public, anon, authenticated;
create trigger payments_notify_received after insert on public.payments
  for each row execute function public.notify_payment_received();

-- The time-based ones for the caller; p_tz is the browser's time zone (India's when unknown) and
-- decides what "today" and "tomorrow" are. Returns how many notifications it made.
create or replace function public.refresh_my_notifications(p_tz text default 'Asia/Kolkata')
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_me uuid := public.current_staff_id();
  v_tz text := public.crm_time_zone(p_tz);
  v_today date;
  v_tomorrow timestamptz;
  v_day_after timestamptz;
  v_handles_tickets boolean;
  v_count integer := 0;
  r record;
begin
  if v_me is null then
    return 0;
  end if;
  v_today := (pg_catalog.now() at time zone v_tz)::date;
  v_tomorrow := (v_today + 1)::timestamp at time zone v_tz;
  v_day_after := (v_today + 2)::timestamp at time zone v_tz;
  v_handles_tickets := public.has_permission('subscribers.edit');

  for r in
    select l.id, l.name, l.next_follow_up_at
      from public.leads l
     where l.owner_id = v_me
       and l.next_follow_up_at < v_tomorrow
       and l.next_follow_up_at >= v_today::timestamp at time zone v_tz - interval '7 days'
     order by l.next_follow_up_at
  loop
    if public.notify(
         v_me, 'follow_up_due',
         case when r.next_follow_up_at < pg_catalog.now() then 'Follow-up overdue: ' else 'Follow-up due today: ' end
           || left(r.name, 120),
         'Planned for ' || to_char(r.next_follow_up_at at time zone v_tz, 'DD Mon HH24:MI'),
         '/dashboard/leads?lead=' || r.id, r.id,
         'follow-up:' || r.id || ':' || extract(epoch from r.next_follow_up_at)::bigint) is not null then
      v_count := v_count + 1;
    end if;
  end loop;

  for r in
    select a.id, a.title, a.kind, a.starts_at, a.location
      from public.appointments a
     where a.assignee_id = v_me and a.status = 'scheduled'
       and a.starts_at >= v_tomorrow and a.starts_at < v_day_after
     order by a.starts_at
  loop
    if public.notify(
         v_me, 'appointment_tomorrow',
         'Tomorrow ' || to_char(r.starts_at at time zone v_tz, 'HH24:MI') || ': ' || left(r.title, 140),
         concat_ws(' · ', replace(r.kind::text, '_', ' '), r.location),
         '/dashboard/appointments?appointment=' || r.id, r.id,
         'appointment-tomorrow:' || r.id || ':' || extract(epoch from r.starts_at)::bigint) is not null then
      v_count := v_count + 1;
    end if;
  end loop;

  for r in
    select t.id, t.subject, t.priority, t.created_at + make_interval(hours => public.support_sla_hours(t.priority)) as due
      from public.support_tickets t
     where t.status not in ('resolved', 'closed')
       and t.created_at + make_interval(hours => public.support_sla_hours(t.priority)) < pg_catalog.now()
       and (t.assignee_id = v_me or (t.assignee_id is null and v_handles_tickets))
     order by 4
  loop
    if public.notify(
         v_me, 'ticket_sla_breached',
         'Ticket past its SLA: ' || left(r.subject, 130),
         initcap(r.priority::text) || ' priority, due ' || to_char(r.due at time zone v_tz, 'DD Mon HH24:MI'),
         '/dashboard/support?ticket=' || r.id, r.id,
         'ticket-sla:' || r.id) is not null then
      v_count := v_count + 1;
    end if;
  end loop;
  return v_count;
end;
$$;
revoke execute on function public.refresh_my_notifications(text) from public, anon;
grant execute on function public.refresh_my_notifications(text) to authenticated;
