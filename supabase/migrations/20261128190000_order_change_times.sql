-- Change orders made in one transaction (a script, an import, a test) all got the transaction's start
-- time from now(), so the history ordered them only by their random ids. clock_timestamp() gives each
-- change the moment it was recorded: the history reads in the order the changes were made.
alter table public.order_changes alter column changed_at set default clock_timestamp();
