-- The knowledge list says, per row, what the caller may do with it and whether they own it, so the
-- page shows Edit and Mark reviewed only where the policies of 20261125140000 would allow them, and
-- "needs review" can be narrowed to the articles the caller owns. Columns are appended, as
-- CREATE OR REPLACE VIEW requires.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

create or replace view public.kb_articles_list with (security_invoker = true) as
select
  a.id,
  a.title,
  a.category_id,
  c.name as category_name,
  a.tags,
  a.body_html,
  a.status,
  a.created_by,
  au.name as author_name,
  a.owner_id,
  ow.name as owner_name,
  a.last_reviewed_at,
  a.last_reviewed_at < now() - interval '6 months' as needs_review,
  a.published_at,
  a.created_at,
  a.updated_at,
  a.version,
  (select count(*) from public.kb_feedback f where f.article_id = a.id and f.helpful)::integer as helpful_yes,
  (select count(*) from public.kb_feedback f where f.article_id = a.id and not f.helpful)::integer as helpful_no,
  coalesce(a.owner_id = public.current_staff_id(), false) as mine,
  coalesce(
    public.has_permission('knowledge.manage')
      or a.created_by = public.current_staff_id()
      or a.owner_id = public.current_staff_id(),
    false
  ) as can_edit,
  (select f.helpful from public.kb_feedback f
    where f.article_id = a.id and f.staff_id = public.current_staff_id()) as my_vote
from public.kb_articles a
left join public.kb_categories c on c.id = a.category_id
left join public.staff au on au.id = a.created_by
left join public.staff ow on ow.id = a.owner_id;
