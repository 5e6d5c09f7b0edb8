-- Demo data: who reviews designs and the reviews so far (migration 20261125120000). The sales
-- manager role approves designs (administrators hold every code already); each approved design has
-- its approval, and each design sent back for revision the comment it was sent back with.

insert into public.role_permissions (role_id, permission_code)
values (md5('fpw:role:Sales manager')::uuid, 'design.approve')
on conflict do nothing;

select public.quiet_audit();

insert into public.design_reviews (id, design_id, decision, comment, revision, reviewed_by, reviewed_at, created_at, updated_at)
select
  md5('fpw:design-review:' || d.id || ':' || r.kind)::uuid,
  d.id,
  r.decision::public.design_decision,
  r.comment,
  r.revision,
  '5a1e0000-0000-4000-8000-000000000005'::uuid,
  r.at,
  r.at,
  r.at
from public.designs d
cross join lateral (
  select 'approved' as kind, 'approved' as decision, 'Signed off with the client.' as comment,
         d.revision as revision, d.approved_at as at
   where d.status = 'approved'
  union all
  select 'sent-back', 'sent_back', 'Client wants more storage: rework the elevation and resend.',
         greatest(d.revision - 1, 0), d.created_at + interval '10 days'
   where d.status = 'revision' and d.revision > 0
) r
on conflict (id) do nothing;
