-- Who reads the CRM (issue 20, findings 4 and 9). Contacts and companies are the sales team's
-- directory: they need leads.view, no longer projects.view, so designers, production, machine
-- operators and accounts read none of them. A client is read by the sales team (leads.view) or by
-- someone who can see one of that client's projects or orders (public.can_see_project): a designer
-- reads the clients of her projects, production the clients of the orders it makes (the order page
-- shows the client's name through orders_list), never the whole list. Leads, follow-ups, deals and
-- campaigns already need leads.view (20261125030000).
--
-- Business analytics (business_analytics(), revenue and the whole funnel) needs the new permission
-- analytics.view: administrators (every code), sales managers and accountants in the seeds
-- (supabase/seeds/200_analytics_access.sql). The CRM reports (crm_report, crm_overview,
-- sales_dashboard) count only leads the caller can read, so without leads.view they count nothing.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- SECURITY DEFINER: the projects and orders of the client are looked up whatever the caller may read
-- of them; the answer is only whether one of them is visible to the caller.
create or replace function public.client_visible_through_projects(p_client_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
           select 1
             from public.projects p
            where p.client_id = p_client_id
              and public.project_row_visible(p.designer_id, p.relationship_manager_id, p.client_id, p.lead_id, p.id)
         )
      or exists (
           select 1
             from public.sales_orders o
            where o.client_id = p_client_id
              and public.can_see_project(o.project_id)
         );
$$;
comment on function public.client_visible_through_projects(uuid) is
  'True when the caller can see a project, or an order''s project, of this client.';
revoke execute on function public.client_visible_through_projects(uuid) from public, anon;
grant execute on function public.client_visible_through_projects(uuid) to authenticated;

drop policy clients_read on public.clients;
create policy clients_read on public.clients for select to authenticated
  using ((select public.has_permission('leads.view')) or public.client_visible_through_projects(id));

drop policy contacts_read on public.contacts;
create policy contacts_read on public.contacts for select to authenticated
  using ((select public.has_permission('leads.view')));

drop policy companies_read on public.companies;
create policy companies_read on public.companies for select to authenticated
  using ((select public.has_permission('leads.view')));

-- ---------------------------------------------------------------------------------------------
-- Business analytics
-- ---------------------------------------------------------------------------------------------
insert into public.permissions (code, area, description)
values ('analytics.view', 'sales', 'See business analytics: the funnel, revenue booked and collected, production')
on conflict (code) do nothing;

-- Where the roles already exist (a live project; the seeds come after the migrations), the same
-- grant the seeds make.
insert into public.role_permissions (role_id, permission_code)
select r.id, 'analytics.view'
  from public.roles r
 where r.name in ('Administrator', 'Sales manager', 'Accountant')
on conflict do nothing;
