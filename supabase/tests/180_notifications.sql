-- The notifications inbox (issue 24), on PostgreSQL (npm run db:check) as on PGlite (node layer;
-- src/services/notifications/notifications.node.test.ts has the finer cases). The sales manager
-- assigns a lead to a sales executive: she is told, he is not. The administrator sends a quotation:
-- the sales manager, who may approve, is told. The administrator records a payment: the project's
-- relationship manager is told. The executive's refresh makes her overdue follow-up once (a second
-- refresh makes nothing); she cannot see, mark or clear the manager's notifications, nor insert one
-- or call notify(). Runs in a rolled-back transaction.

do $$
declare
  v_asha uuid := (select id from public.staff where email = 'asha.rao@fpw.in');
  v_vikram uuid := (select id from public.staff where email = 'vikram.singh@fpw.in');
  v_priya uuid := (select id from public.staff where email = 'priya.nair@fpw.in');
  v_lead uuid;
  v_quotation public.quotations;
  v_stage record;
  v_payment public.payments;
  v_follow_up uuid;
  v_made integer;
  v_count integer;
  v_refused boolean;
begin
  select id into v_lead from public.leads where owner_id is distinct from v_asha order by id limit 1;
  select * into v_quotation from public.quotations where status = 'draft' order by number limit 1;
  select s.id, p.relationship_manager_id as manager into v_stage
    from public.project_payment_stages s
    join public.projects p on p.id = s.project_id
   where p.relationship_manager_id is not null and p.relationship_manager_id <> v_priya
     and p.estimate * s.percent / 100
         - coalesce((select sum(x.amount) from public.payments x where x.payment_stage_id = s.id), 0) >= 1500
   order by s.id limit 1;
  update public.leads set next_follow_up_at = now() - interval '3 hours'
   where id = (select id from public.leads where owner_id = v_asha order by id limit 1)
  returning id into v_follow_up;
  -- Notifications left by seeds or earlier files would blur the counts below.
  delete from public.notifications;

  -- The sales manager assigns a lead.
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'vikram.singh@fpw.in'))::text, true);
  set local role authenticated;
  update public.leads set owner_id = v_asha, version = version + 1 where id = v_lead;
  if (select count(*) from public.notifications) <> 0 then
    raise exception 'the manager sees no notification about the lead he assigned';
  end if;
  reset role;
  if (select count(*) from public.notifications where kind = 'lead_assigned') <> 1
     or not exists (select 1 from public.notifications where kind = 'lead_assigned' and recipient_id = v_asha
                     and record_id = v_lead and link = '/dashboard/leads?lead=' || v_lead and read_at is null) then
    raise exception 'assigning a lead tells its new owner only';
  end if;

  -- The administrator sends a quotation and records a payment.
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'priya.nair@fpw.in'))::text, true);
  set local role authenticated;
  perform public.set_quotation_status(v_quotation.id, v_quotation.version, 'sent');
  v_payment := public.record_payment(v_stage.id, 1250, null, 'upi', 'UTR 4471');
  reset role;
  if not exists (select 1 from public.notifications where kind = 'quotation_approval' and recipient_id = v_vikram
                  and record_id = v_quotation.id)
     or exists (select 1 from public.notifications where kind = 'quotation_approval'
                 and recipient_id in (v_asha, v_priya)) then
    raise exception 'a quotation sent for approval tells who may approve it, not the sender nor the executive';
  end if;
  if (select array_agg(recipient_id) from public.notifications where kind = 'payment_received')
     is distinct from array[v_stage.manager]
     or not exists (select 1 from public.notifications where kind = 'payment_received'
                     and record_id = v_payment.id and title = 'Payment received: ₹1,250') then
    raise exception 'a payment tells the project''s relationship manager';
  end if;

  -- The executive's inbox.
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'asha.rao@fpw.in'))::text, true);
  set local role authenticated;
  v_made := public.refresh_my_notifications('Asia/Kolkata');
  if v_made < 1 or (select count(*) from public.notifications where kind = 'follow_up_due'
                     and record_id = v_follow_up) <> 1 then
    raise exception 'refreshing makes the overdue follow-up (made %)', v_made;
  end if;
  if public.refresh_my_notifications('Asia/Kolkata') <> 0 then
    raise exception 'a second refresh makes nothing';
  end if;
  if exists (select 1 from public.notifications where recipient_id <> v_asha) then
    raise exception 'a person sees only their own notifications';
  end if;
  select count(*) into v_count from public.notifications;
  v_made := public.mark_notifications_read(null);
  if v_made <> v_count or exists (select 1 from public.notifications where read_at is null) then
    raise exception 'marking all read marks every one of mine (% of %)', v_made, v_count;
  end if;
  update public.notifications set read_at = null where recipient_id = v_vikram;
  delete from public.notifications where recipient_id = v_vikram;
  v_refused := false;
  begin
    insert into public.notifications (recipient_id, kind, title, dedupe_key)
    values (v_vikram, 'lead_assigned', 'Fake', 'fake');
  exception when insufficient_privilege then
    v_refused := true;
  end;
  if not v_refused then
    raise exception 'nobody inserts a notification directly';
  end if;
  v_refused := false;
  begin
    perform public.notify(v_vikram, 'lead_assigned', 'Fake', '', null, null, 'fake');
  exception when insufficient_privilege then
    v_refused := true;
  end;
  if not v_refused then
    raise exception 'clients cannot call notify()';
  end if;
  v_made := public.clear_notifications(null);
  if v_made <> v_count or exists (select 1 from public.notifications) then
    raise exception 'clearing all clears every one of mine (% of %)', v_made, v_count;
  end if;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  if not exists (select 1 from public.notifications where recipient_id = v_vikram and read_at is null) then
    raise exception 'the executive could neither mark nor clear the manager''s notifications';
  end if;
end;
$$;
