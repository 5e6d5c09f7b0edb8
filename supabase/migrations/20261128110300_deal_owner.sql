-- Whose deal it is (issue 20, finding 1): a sales executive gave her deals to another executive and
-- opened a deal in someone else's name, though assigning is leads.assign's (sales managers and
-- administrators). deals.manage still moves a deal on the board; changing its owner, or opening a
-- deal owned by someone else, needs leads.assign. A deal one opens for oneself, or with no owner,
-- needs only deals.manage.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace function public.guard_deal_owner()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if not public.is_client_write() or public.has_permission('leads.assign') then
    return new;
  end if;
  if tg_op = 'INSERT' then
    if new.owner_id is not null and new.owner_id is distinct from public.current_staff_id() then
      raise exception 'Opening a deal in someone else''s name needs leads.assign'
        using errcode = 'insufficient_privilege', table = 'deals', column = 'owner_id';
    end if;
  elsif new.owner_id is distinct from old.owner_id then
    raise exception 'Giving a deal to another owner needs leads.assign'
      using errcode = 'insufficient_privilege', table = 'deals', column = 'owner_id';
  end if;
  return new;
end;
$$;
revoke execute on function public.guard_deal_owner() from public, anon, authenticated;

create trigger deals_guard_owner
  before insert or update of owner_id on public.deals
  for each row execute function public.guard_deal_owner();
