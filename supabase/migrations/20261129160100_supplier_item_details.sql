-- The items a supplier supplies, with the stock item's SKU, name and unit beside the supplier's own
-- code, last price and lead time: what the supplier's sheet lists (issue 23). The reader's own
-- row-level security applies (security_invoker).
-- No BEGIN/COMMIT here: the runner chooses.

create view public.supplier_item_details with (security_invoker = true) as
select si.id, si.supplier_id, si.stock_item_id, i.sku, i.name as item_name, i.unit, si.supplier_code,
       si.last_price, si.lead_time_days, si.version
  from public.supplier_items si
  join public.stock_items i on i.id = si.stock_item_id;

grant select on public.supplier_item_details to authenticated;
revoke all on public.supplier_item_details from anon;
