-- Orders end closed (issue 12: confirmed -> in production -> dispatched -> installed -> closed):
-- after installation the order is settled and closed. The new status gets its own file because
-- PostgreSQL refuses to use an enum value in the transaction that added it, and each migration
-- runs in one transaction (20261126170100_order_closed_flow.sql uses it).
alter type public.order_status add value if not exists 'closed' after 'installed';
