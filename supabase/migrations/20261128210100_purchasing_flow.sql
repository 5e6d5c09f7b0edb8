-- Purchasing's flow (issue 23): raise drafts from the items at or below their reorder level, send,
-- cancel, receive goods into stock; and the read models: orders with their totals, lines with what
-- came, and the supplier ledger. Each function asks the matrix first, then locks what it changes.
-- No BEGIN/COMMIT here: each migration file runs in one transaction chosen by the runner.

-- Sessions with nobody signed in (migrations, seeds, the service role) are the owner's.
create or replace function public.require_permission(p_code text, p_words text)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if auth.uid() is not null and not public.has_permission(p_code) then
    raise exception '% needs the "%" permission', p_words, p_code using errcode = 'insufficient_privilege';
  end if;
end;
$$;
revoke execute on function public.require_permission(text, text) from public, anon, authenticated;

-- For every active item at or below its reorder level with no open purchase order line: one draft
-- per supplier (the one with the lowest last price for the item), for the reorder quantity (the
-- shortfall to the reorder level, at least 1, where none is set). Items nobody supplies are skipped.
-- Returns {"orders": [{id, number, supplier_id, supplier_name, lines}], "skipped": [{stock_item_id, sku, name}]}.
create or replace function public.raise_reorder_purchase_orders()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_item record;
  v_orders jsonb := '{}';
  v_skipped jsonb := '[]';
  v_order uuid;
  v_rate numeric := coalesce((select o.default_gst_rate from public.org_settings o), 18);
begin
  perform public.require_permission('purchase.order', 'Raising purchase orders');
  for v_item in
    select s.stock_item_id, s.sku, s.name, si.supplier_id, su.name as supplier_name, coalesce(si.last_price, 0) as price,
           case when s.reorder_quantity > 0 then s.reorder_quantity
                else greatest(s.reorder_level - s.on_hand, 1) end as quantity
      from public.stock_on_hand s
      left join lateral (
        select x.supplier_id, x.last_price from public.supplier_items x
          join public.suppliers y on y.id = x.supplier_id and y.active
         where x.stock_item_id = s.stock_item_id
         order by x.last_price asc nulls last, y.name, x.id limit 1
      ) si on true
      left join public.suppliers su on su.id = si.supplier_id
     where s.active and s.below_reorder_level
       and not exists (
         select 1 from public.purchase_order_lines l join public.purchase_orders o on o.id = l.purchase_order_id
          where l.stock_item_id = s.stock_item_id and o.status in ('draft', 'sent', 'partly_received'))
     order by su.name nulls last, s.sku
  loop
    if v_item.supplier_id is null then
      v_skipped := v_skipped || jsonb_build_object('stock_item_id', v_item.stock_item_id, 'sku', v_item.sku,
        'name', v_item.name);
      continue;
    end if;
    if not v_orders ? v_item.supplier_id::text then
      insert into public.purchase_orders (supplier_id, notes)
      values (v_item.supplier_id, 'Raised from the reorder list')
      returning id into v_order;
      v_orders := v_orders || jsonb_build_object(v_item.supplier_id::text, jsonb_build_object(
        'id', v_order, 'supplier_id', v_item.supplier_id, 'supplier_name', v_item.supplier_name, 'lines', 0));
    end if;
    v_order := (v_orders -> v_item.supplier_id::text ->> 'id')::uuid;
    insert into public.purchase_order_lines (purchase_order_id, position, stock_item_id, quantity, rate, gst_rate)
    values (v_order, (v_orders -> v_item.supplier_id::text ->> 'lines')::integer + 1, v_item.stock_item_id,
            v_item.quantity, v_item.price, v_rate);
    v_orders := jsonb_set(v_orders, array[v_item.supplier_id::text, 'lines'],
      to_jsonb((v_orders -> v_item.supplier_id::text ->> 'lines')::integer + 1));
  end loop;
  return jsonb_build_object(
    'orders', coalesce((
      select jsonb_agg(e.value || jsonb_build_object('number', o.number) order by o.number)
        from jsonb_each(v_orders) e join public.purchase_orders o on o.id = (e.value ->> 'id')::uuid), '[]'),
    'skipped', v_skipped);
end;
$$;
revoke execute on function public.raise_reorder_purchase_orders() from public, anon;
grant execute on function public.raise_reorder_purchase_orders() to authenticated;

create or replace function public.send_purchase_order(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.purchase_orders;
begin
  perform public.require_permission('purchase.order', 'Sending a purchase order');
  select o.* into v_order from public.purchase_orders o where o.id = p_id for update;
  if not found then
    raise exception 'no purchase order %', p_id using errcode = 'no_data_found';
  end if;
  if v_order.status <> 'draft' then
    raise exception 'purchase order % is %: only a draft is sent', v_order.number, v_order.status
      using errcode = 'check_violation', constraint = 'purchase_orders_draft_only';
  end if;
  if not exists (select 1 from public.purchase_order_lines l where l.purchase_order_id = p_id) then
    raise exception 'purchase order % has no lines: add what to buy first', v_order.number
      using errcode = 'check_violation', constraint = 'purchase_orders_lines_check';
  end if;
  update public.purchase_orders set status = 'sent', sent_at = now() where id = p_id;
end;
$$;
revoke execute on function public.send_purchase_order(uuid) from public, anon;
grant execute on function public.send_purchase_order(uuid) to authenticated;

-- A draft or a sent order nothing has been received against.
create or replace function public.cancel_purchase_order(p_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.purchase_orders;
begin
  perform public.require_permission('purchase.order', 'Cancelling a purchase order');
  select o.* into v_order from public.purchase_orders o where o.id = p_id for update;
  if not found then
    raise exception 'no purchase order %', p_id using errcode = 'no_data_found';
  end if;
  if v_order.status not in ('draft', 'sent') then
    raise exception 'purchase order % is %: goods came against it, so it stays', v_order.number, v_order.status
      using errcode = 'check_violation', constraint = 'purchase_orders_cancel_check';
  end if;
  update public.purchase_orders set status = 'cancelled' where id = p_id;
end;
$$;
revoke execute on function public.cancel_purchase_order(uuid) from public, anon;
grant execute on function public.cancel_purchase_order(uuid) to authenticated;

-- One goods receipt: p_lines is [{line_id, quantity}] in each line's unit. Each line posts a
-- 'purchase' stock movement at the order line's rate and sets the supplier's last price for the
-- item. More than was ordered (counting earlier receipts) needs a reason. Returns the receipt's id.
create or replace function public.receive_goods(p_purchase_order_id uuid, p_lines jsonb, p_reason text default null)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.purchase_orders;
  v_reason text := nullif(btrim(coalesce(p_reason, '')), '');
  v_receipt uuid;
  v_number text;
  v_line record;
  v_movement uuid;
  v_lines jsonb;
begin
  perform public.require_permission('stock.receive', 'Receiving goods');
  select o.* into v_order from public.purchase_orders o where o.id = p_purchase_order_id for update;
  if not found then
    raise exception 'no purchase order %', p_purchase_order_id using errcode = 'no_data_found';
  end if;
  if v_order.status not in ('sent', 'partly_received') then
    raise exception 'purchase order % is %: goods are received against a sent order', v_order.number,
      replace(v_order.status::text, '_', ' ')
      using errcode = 'check_violation', constraint = 'goods_receipts_order_status_check';
  end if;
  if jsonb_typeof(p_lines) is distinct from 'array' or jsonb_array_length(p_lines) = 0 then
    raise exception 'say what came: at least one line with its quantity'
      using errcode = 'check_violation', constraint = 'goods_receipts_lines_check';
  end if;

  -- Lines named twice are added up. No temporary table: a caller's own pg_temp objects of the same
  -- name would run inside this security definer function.
  begin
    select jsonb_agg(jsonb_build_object('line_id', x.line_id, 'quantity', x.quantity)) into v_lines
      from (select (e ->> 'line_id')::uuid as line_id, sum((e ->> 'quantity')::numeric) as quantity
              from jsonb_array_elements(p_lines) e group by 1) x;
  exception when invalid_text_representation or data_exception then
    raise exception 'each line needs its line_id and a quantity as a number'
      using errcode = 'check_violation', constraint = 'goods_receipts_lines_check';
  end;
  if exists (select 1 from jsonb_to_recordset(v_lines) as r(line_id uuid, quantity numeric)
              where r.line_id is null or r.quantity is null or r.quantity <= 0
                or r.quantity > 100000 or r.quantity <> round(r.quantity, 3)) then
    raise exception 'each quantity received is more than 0 and at most 100000, to three decimals'
      using errcode = 'check_violation', constraint = 'goods_receipt_lines_quantity_check';
  end if;
  if exists (select 1 from jsonb_to_recordset(v_lines) as r(line_id uuid, quantity numeric)
              where not exists (
               select 1 from public.purchase_order_lines l where l.id = r.line_id and l.purchase_order_id = v_order.id)) then
    raise exception 'a line received is not a line of purchase order %', v_order.number
      using errcode = 'check_violation', constraint = 'goods_receipt_lines_order_line_check';
  end if;
  for v_line in
    select i.name, i.unit, l.quantity as ordered, r.quantity,
           coalesce((select sum(g.quantity) from public.goods_receipt_lines g where g.purchase_order_line_id = l.id), 0) as before
      from jsonb_to_recordset(v_lines) as r(line_id uuid, quantity numeric)
      join public.purchase_order_lines l on l.id = r.line_id
      join public.stock_items i on i.id = l.stock_item_id
     order by l.position
  loop
    if v_line.before + v_line.quantity > v_line.ordered and v_reason is null then
      raise exception '% of % were ordered and % received so far: receiving % more needs a reason',
        trim_scale(v_line.ordered)::text || ' ' || v_line.unit, v_line.name, trim_scale(v_line.before)::text,
        trim_scale(v_line.quantity)::text
        using errcode = 'check_violation', constraint = 'goods_receipts_over_receipt_reason';
    end if;
  end loop;

  v_number := public.next_purchasing_number('GRN', current_date);
  insert into public.goods_receipts (number, purchase_order_id, reason)
  values (v_number, v_order.id, v_reason)
  returning id into v_receipt;
  for v_line in
    select l.id, l.stock_item_id, l.rate, l.gst_rate, r.quantity
      from jsonb_to_recordset(v_lines) as r(line_id uuid, quantity numeric)
      join public.purchase_order_lines l on l.id = r.line_id
     order by l.position
  loop
    insert into public.stock_movements (stock_item_id, kind, quantity, reference, unit_cost, note, recorded_by)
    values (v_line.stock_item_id, 'purchase', v_line.quantity, v_number, v_line.rate, v_order.number,
            public.current_staff_id())
    returning id into v_movement;
    insert into public.goods_receipt_lines (goods_receipt_id, purchase_order_line_id, stock_item_id, quantity,
      unit_cost, gst_rate, stock_movement_id)
    values (v_receipt, v_line.id, v_line.stock_item_id, v_line.quantity, v_line.rate, v_line.gst_rate, v_movement);
    insert into public.supplier_items (supplier_id, stock_item_id, last_price)
    values (v_order.supplier_id, v_line.stock_item_id, v_line.rate)
    on conflict (supplier_id, stock_item_id) do update set last_price = excluded.last_price;
  end loop;

  update public.purchase_orders
     set status = case when exists (
                    select 1 from public.purchase_order_lines l
                     where l.purchase_order_id = v_order.id
                       and l.quantity > coalesce((select sum(g.quantity) from public.goods_receipt_lines g
                                                   where g.purchase_order_line_id = l.id), 0))
                  then 'partly_received'::public.purchase_order_status else 'received' end
   where id = v_order.id;
  return v_receipt;
end;
$$;
revoke execute on function public.receive_goods(uuid, jsonb, text) from public, anon;
grant execute on function public.receive_goods(uuid, jsonb, text) to authenticated;

-- Orders with their supplier and totals (taxable, GST, total, each line's GST rounded to paise).
create view public.purchase_order_summaries with (security_invoker = true) as
select o.id, o.number, o.status, o.order_date, o.expected_date, o.notes, o.sent_at, o.created_at, o.version,
       o.supplier_id, s.name as supplier_name, s.state as supplier_state,
       coalesce(t.lines, 0) as lines, coalesce(t.taxable, 0) as taxable, coalesce(t.gst, 0) as gst,
       coalesce(t.taxable, 0) + coalesce(t.gst, 0) as total
  from public.purchase_orders o
  join public.suppliers s on s.id = o.supplier_id
  left join lateral (
    select count(*)::integer as lines, sum(l.line_total) as taxable, sum(round(l.line_total * l.gst_rate / 100, 2)) as gst
      from public.purchase_order_lines l where l.purchase_order_id = o.id
  ) t on true;

-- Lines with their item, its unit, and what has come so far.
create view public.purchase_order_line_details with (security_invoker = true) as
select l.id, l.purchase_order_id, l.position, l.stock_item_id, i.sku, i.name as item_name, i.unit,
       l.quantity, l.rate, l.gst_rate, l.line_total, l.version,
       coalesce(r.received, 0) as received_quantity,
       greatest(l.quantity - coalesce(r.received, 0), 0) as outstanding_quantity
  from public.purchase_order_lines l
  join public.stock_items i on i.id = l.stock_item_id
  left join lateral (
    select sum(g.quantity) as received from public.goods_receipt_lines g where g.purchase_order_line_id = l.id
  ) r on true;

-- The supplier ledger: each goods receipt is a credit (what is owed the supplier) valued at the
-- order's rate with GST, in date order with the running balance. Payments to suppliers are not
-- recorded yet, so the balance only grows.
create view public.supplier_ledger with (security_invoker = true) as
select g.id, o.supplier_id, s.name as supplier_name, g.received_on as entry_date, 'goods_receipt'::text as entry,
       g.number, o.number as purchase_order_number, 0::numeric(14, 2) as debit, v.value as credit,
       sum(v.value) over (partition by o.supplier_id order by g.received_on, g.created_at, g.id
                          rows between unbounded preceding and current row) as balance
  from public.goods_receipts g
  join public.purchase_orders o on o.id = g.purchase_order_id
  join public.suppliers s on s.id = o.supplier_id
  cross join lateral (
    select coalesce(sum(round(gl.quantity * gl.unit_cost, 2) + round(round(gl.quantity * gl.unit_cost, 2) * gl.gst_rate / 100, 2)), 0)::numeric(14, 2) as value
      from public.goods_receipt_lines gl where gl.goods_receipt_id = g.id
  ) v;

grant select on public.purchase_order_summaries, public.purchase_order_line_details, public.supplier_ledger to authenticated;
revoke all on public.purchase_order_summaries, public.purchase_order_line_details, public.supplier_ledger from anon;
