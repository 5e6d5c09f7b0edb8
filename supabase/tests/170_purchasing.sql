-- Purchasing from the reorder list to stock on hand (issue 23), on PostgreSQL (npm run db:check) as
-- on PGlite (node layer; supabase/tests/purchasing.test.ts has the finer cases). As the seeded
-- production lead: raise drafts (one per supplier, reorder quantities, glue skipped as nobody
-- supplies it), send one, receive part of a line (stock on hand rises by that much, the order is
-- partly received), an over-receipt without a reason is refused, the supplier ledger's balance is the
-- sum of its credits. Then a sales executive is refused receiving. Runs in a rolled-back transaction.

do $$
declare
  v_raised jsonb;
  v_order uuid;
  v_line public.purchase_order_lines;
  v_before numeric;
  v_after numeric;
  v_supplier uuid;
  v_refused boolean;
begin
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'rahul.verma@fpw.in'))::text, true);
  set local role authenticated;

  v_raised := public.raise_reorder_purchase_orders();
  if v_raised -> 'skipped' <> jsonb_build_array(jsonb_build_object('stock_item_id',
       (select id from public.stock_items where sku = 'CON-EVA-GLUE'), 'sku', 'CON-EVA-GLUE',
       'name', (select name from public.stock_items where sku = 'CON-EVA-GLUE'))) then
    raise exception 'raising should skip only the glue nobody supplies: %', v_raised -> 'skipped';
  end if;
  if (select count(distinct e ->> 'supplier_id') from jsonb_array_elements(v_raised -> 'orders') e)
     <> jsonb_array_length(v_raised -> 'orders') or jsonb_array_length(v_raised -> 'orders') < 2 then
    raise exception 'one draft per supplier, from several suppliers: %', v_raised -> 'orders';
  end if;
  if exists (select 1 from jsonb_array_elements(v_raised -> 'orders') e
              where e ->> 'number' !~ '^PO/[0-9]{4}-[0-9]{2}/[0-9]{4}$') then
    raise exception 'purchase order numbers are PO/<financial year>/NNNN: %', v_raised -> 'orders';
  end if;
  if exists (select 1 from public.purchase_order_lines l join public.stock_items i on i.id = l.stock_item_id
              where l.purchase_order_id in (select (e ->> 'id')::uuid from jsonb_array_elements(v_raised -> 'orders') e)
                and l.quantity <> i.reorder_quantity) then
    raise exception 'each line orders the item''s reorder quantity';
  end if;

  v_order := (v_raised -> 'orders' -> 0 ->> 'id')::uuid;
  select * into v_line from public.purchase_order_lines where purchase_order_id = v_order order by position limit 1;
  perform public.send_purchase_order(v_order);
  select on_hand into v_before from public.stock_on_hand where stock_item_id = v_line.stock_item_id;
  perform public.receive_goods(v_order, jsonb_build_array(jsonb_build_object('line_id', v_line.id, 'quantity', 1)));
  select on_hand into v_after from public.stock_on_hand where stock_item_id = v_line.stock_item_id;
  if v_after <> v_before + 1 then
    raise exception 'stock on hand should rise by what came: % then %', v_before, v_after;
  end if;
  if (select status from public.purchase_orders where id = v_order) is distinct from 'partly_received'
     and v_line.quantity > 1 then
    raise exception 'an order received in part is partly received';
  end if;

  v_refused := false;
  begin
    perform public.receive_goods(v_order, jsonb_build_array(jsonb_build_object('line_id', v_line.id,
      'quantity', v_line.quantity)));
  exception when check_violation then
    v_refused := sqlerrm like '%needs a reason%';
  end;
  if not v_refused then
    raise exception 'receiving more than was ordered without a reason must be refused';
  end if;

  select supplier_id into v_supplier from public.purchase_orders where id = v_order;
  if (select balance from public.supplier_ledger where supplier_id = v_supplier
       order by entry_date desc, number desc limit 1)
     <> (select sum(credit) from public.supplier_ledger where supplier_id = v_supplier) then
    raise exception 'the supplier ledger''s balance is the sum of its credits';
  end if;

  reset role;
  perform set_config('request.jwt.claims', json_build_object('role', 'authenticated',
    'sub', (select user_id from public.staff where email = 'asha.rao@fpw.in'))::text, true);
  set local role authenticated;
  v_refused := false;
  begin
    perform public.receive_goods(v_order, jsonb_build_array(jsonb_build_object('line_id', v_line.id, 'quantity', 1)));
  exception when insufficient_privilege then
    v_refused := true;
  end;
  reset role;
  perform set_config('request.jwt.claims', '', true);
  if not v_refused then
    raise exception 'a person without stock.receive must be refused receiving';
  end if;
end;
$$;
