-- A cutting plan replaced by a newer save of the same bill of material and material is
-- 'superseded' (issue 20): it stays for the record and can no longer be cut. The value gets its
-- own file because PostgreSQL refuses to use an enum value in the transaction that added it, and
-- each migration runs in one transaction (20261128120100_cutting_plan_guards.sql uses it).
alter type public.cutting_plan_status add value if not exists 'superseded' after 'cut';
