-- The deals board, the appointments calendar and the apps/crm directory (issue 10).
--   deals: why a deal was won or lost (close_reason; a lost deal must say why), and closed_at kept
--          by the database: set when a deal enters won or lost, cleared when it leaves them (Undo).
--   read models (security_invoker, so the CRM policies of 20261125030000 apply): deals_board,
--          appointments_list, contacts_list, clients_list, proposals_list.

alter table public.deals
  add column close_reason text
    constraint deals_close_reason_length_check check (close_reason is null or length(close_reason) <= 1000);

-- A deal moved to lost says why (a person's move: checked on every stage change and on insert by a
-- signed-in person); won may; either keeps the reason until the deal reopens.
create or replace function public.guard_deal_close()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.close_reason is not null and btrim(new.close_reason) = '' then
    new.close_reason := null;
  end if;
  if new.stage in ('won', 'lost') then
    if tg_op = 'INSERT' or old.stage is distinct from new.stage then
      -- Seeds and maintenance run with nobody signed in and bring their own history.
      if new.stage = 'lost' and new.close_reason is null
         and (tg_op = 'UPDATE' or public.current_staff_id() is not null) then
        raise exception 'Say why the deal was lost' using errcode = '23514';
      end if;
      new.closed_at := coalesce(
        case when tg_op = 'INSERT' then new.closed_at end,
        now()
      );
    end if;
  else
    -- Reopened (or never closed): no close date, no reason.
    new.closed_at := null;
    new.close_reason := null;
  end if;
  return new;
end;
$$;

create trigger deals_guard_close before insert or update on public.deals
  for each row execute function public.guard_deal_close();
-- Only the trigger calls it.
revoke execute on function public.guard_deal_close() from public, anon, authenticated;

-- ---------------------------------------------------------------------------------------------
-- Read models
-- ---------------------------------------------------------------------------------------------
create view public.deals_board with (security_invoker = true) as
select
  d.*,
  l.name as lead_name,
  l.company_name,
  l.phone as lead_phone,
  l.campaign_id,
  o.name as owner_name
from public.deals d
left join public.leads l on l.id = d.lead_id
left join public.staff o on o.id = d.owner_id;

create view public.appointments_list with (security_invoker = true) as
select
  a.*,
  s.name as assignee_name,
  l.name as lead_name
from public.appointments a
left join public.staff s on s.id = a.assignee_id
left join public.leads l on l.id = a.lead_id;

create view public.contacts_list with (security_invoker = true) as
select
  c.*,
  co.name as company_name,
  o.name as owner_name
from public.contacts c
left join public.companies co on co.id = c.company_id
left join public.staff o on o.id = c.owner_id;

create view public.clients_list with (security_invoker = true) as
select
  c.*,
  co.name as company_name,
  rm.name as relationship_manager_name
from public.clients c
left join public.companies co on co.id = c.company_id
left join public.staff rm on rm.id = c.relationship_manager_id;

-- Proposals: quotations still being worked or waiting on the client.
create view public.proposals_list with (security_invoker = true) as
select
  q.id,
  q.reference,
  q.number,
  q.revision,
  q.title,
  q.status,
  q.currency,
  q.issue_date,
  q.valid_until,
  q.sent_at,
  q.project_id,
  p.name as project_name,
  q.client_id,
  c.name as client_name,
  q.prepared_by,
  s.name as prepared_by_name,
  q.taxable_total,
  q.gst_total,
  q.grand_total,
  q.updated_at,
  q.version
from public.quotation_summaries q
left join public.projects p on p.id = q.project_id
left join public.clients c on c.id = q.client_id
left join public.staff s on s.id = q.prepared_by
where q.status in ('draft', 'sent');

grant select on public.deals_board, public.appointments_list, public.contacts_list, public.clients_list,
  public.proposals_list to authenticated;
revoke all on public.deals_board, public.appointments_list, public.contacts_list, public.clients_list,
  public.proposals_list from anon;
