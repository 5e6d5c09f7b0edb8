-- issue_invoice(order, stage, date): the one way a tax invoice is made (see 20261128220000).
-- SECURITY DEFINER: it takes the number and writes the immutable rows; it asks first whether the
-- caller holds invoice.issue and sees the project. Sessions with nobody signed in (seeds, the service
-- role) are the owner's. No BEGIN/COMMIT here: the runner chooses.

create or replace function public.issue_invoice(
  p_order_id uuid,
  p_payment_stage_id uuid default null,
  p_invoice_date date default current_date
)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_order public.sales_orders;
  v_stage public.project_payment_stages;
  v_org public.org_settings;
  v_client public.clients;
  v_project public.projects;
  v_tax jsonb;
  v_billed numeric;
  v_share numeric;
  v_cumulative numeric;
  v_id uuid := gen_random_uuid();
  v_lines jsonb;
  v_taxable numeric;
  v_cgst numeric;
  v_sgst numeric;
  v_igst numeric;
  v_date date := coalesce(p_invoice_date, current_date);
begin
  select o.* into v_order from public.sales_orders o where o.id = p_order_id for update;
  if not found then
    raise exception 'No such order' using errcode = 'no_data_found';
  end if;
  if auth.uid() is not null
     and not (public.has_permission('invoice.issue') and public.can_see_project(v_order.project_id)) then
    raise exception 'Issuing invoices needs the invoice.issue permission on this project'
      using errcode = 'insufficient_privilege';
  end if;
  if v_order.status = 'cancelled' then
    raise exception 'Order % is cancelled; it cannot be invoiced', v_order.number using errcode = 'check_violation',
      constraint = 'tax_invoices_order_check';
  end if;
  if v_date < v_order.order_date or v_date > current_date + 1 then
    raise exception 'An invoice is dated from its order''s date (%) to tomorrow', v_order.order_date
      using errcode = 'check_violation', constraint = 'tax_invoices_invoice_date_check';
  end if;

  select coalesce(sum(i.share_percent), 0) into v_billed
    from public.tax_invoices i where i.order_id = v_order.id and i.status = 'issued';
  if p_payment_stage_id is null then
    v_share := 100 - v_billed;
  else
    select s.* into v_stage from public.project_payment_stages s
     where s.id = p_payment_stage_id and s.project_id = v_order.project_id;
    if not found then
      raise exception 'That payment stage is not one of this order''s project'
        using errcode = 'check_violation', constraint = 'tax_invoices_stage_check';
    end if;
    if exists (select 1 from public.tax_invoices i where i.order_id = v_order.id
                and i.payment_stage_id = v_stage.id and i.status = 'issued') then
      raise exception 'The stage "%" of order % is already invoiced', v_stage.name, v_order.number
        using errcode = 'unique_violation', constraint = 'tax_invoices_stage_key';
    end if;
    v_share := least(v_stage.percent, 100 - v_billed);
  end if;
  if v_share <= 0 then
    raise exception 'Order % is already invoiced in full', v_order.number
      using errcode = 'check_violation', constraint = 'tax_invoices_share_percent_check';
  end if;
  v_cumulative := v_billed + v_share;

  select o.* into v_org from public.org_settings o limit 1;
  select c.* into v_client from public.clients c where c.id = v_order.client_id;
  select p.* into v_project from public.projects p where p.id = v_order.project_id;
  v_tax := public.quotation_tax(v_order.quotation_id);

  -- Per order line: its cumulative share less what earlier invoices (not cancelled) billed.
  with totals as (
    select (e ->> 'line_id')::uuid as line_id, (e ->> 'line_amount')::numeric as line_amount,
           (e ->> 'discount_amount')::numeric as discount_amount
      from jsonb_array_elements(public.order_totals(v_order.id) -> 'lines') e
  ),
  billed as (
    select l.order_line_id, sum(l.gross_amount) as gross, sum(l.discount_amount) as discount
      from public.tax_invoice_lines l join public.tax_invoices i on i.id = l.invoice_id
     where i.order_id = v_order.id and i.status = 'issued'
     group by l.order_line_id
  )
  select coalesce(jsonb_agg(x order by (x ->> 'position')::integer), '[]'::jsonb) into v_lines
    from (
      select jsonb_build_object(
               'position', row_number() over (order by ol.position), 'order_line_id', ol.id,
               'description', ol.description, 'hsn', ol.hsn, 'unit', ol.unit, 'quantity', ol.quantity,
               'unit_price', round(t.line_amount / ol.quantity, 2),
               'gross_amount', g.gross, 'discount_amount', g.discount, 'taxable_amount', g.gross - g.discount,
               'gst_rate', ol.gst_rate) as x
        from public.order_lines ol
        join totals t on t.line_id = ol.id
        left join billed b on b.order_line_id = ol.id
        cross join lateral (
          select round(t.line_amount * v_cumulative / 100, 2) - coalesce(b.gross, 0) as gross,
                 round(t.discount_amount * v_cumulative / 100, 2) - coalesce(b.discount, 0) as discount
        ) g
       where ol.order_id = v_order.id and (g.gross <> 0 or g.discount <> 0)
    ) s;
  if jsonb_array_length(v_lines) = 0 then
    raise exception 'Order % has nothing left to invoice', v_order.number
      using errcode = 'check_violation', constraint = 'tax_invoices_share_percent_check';
  end if;
  if exists (select 1 from jsonb_array_elements(v_lines) e where (e ->> 'taxable_amount')::numeric < 0) then
    raise exception 'A line of order % was reduced below what is already invoiced; issue a credit note for it',
      v_order.number using errcode = 'check_violation', constraint = 'tax_invoice_lines_taxable_check';
  end if;

  -- Tax per line, then the totals, before anything is written: the rows are never updated.
  select coalesce(jsonb_agg(e || jsonb_build_object('cgst_amount', t.cgst_amount, 'sgst_amount', t.sgst_amount,
                                                     'igst_amount', t.igst_amount)), '[]'::jsonb)
    into v_lines
    from jsonb_array_elements(v_lines) e
    join public.split_line_tax(v_lines, coalesce((v_tax ->> 'intra_state')::boolean, true)) t
      on t.line_position = (e ->> 'position')::integer;
  select sum((e ->> 'taxable_amount')::numeric), sum((e ->> 'cgst_amount')::numeric),
         sum((e ->> 'sgst_amount')::numeric), sum((e ->> 'igst_amount')::numeric)
    into v_taxable, v_cgst, v_sgst, v_igst
    from jsonb_array_elements(v_lines) e;

  insert into public.tax_invoices (
    id, number, order_id, project_id, client_id, payment_stage_id, stage_name, share_percent, invoice_date,
    due_date, currency, intra_state, place_of_supply, place_of_supply_code, seller_name, seller_gstin,
    seller_address, seller_state, seller_state_code, seller_city, seller_pincode, buyer_name, buyer_gstin,
    buyer_address, buyer_state, buyer_city, buyer_pincode, buyer_email, buyer_phone, taxable_total, cgst_total, sgst_total, igst_total, round_off, grand_total, issued_by)
  values (
    v_id, public.next_purchasing_number(v_org.invoice_prefix, v_date), v_order.id, v_order.project_id,
    v_order.client_id, v_stage.id, v_stage.name, v_share, v_date, v_date + v_org.invoice_due_days, v_order.currency,
    coalesce((v_tax ->> 'intra_state')::boolean, true),
    coalesce(v_tax ->> 'place_of_supply', v_org.state),
    public.gst_state_code(coalesce(v_order.gstin, v_client.gstin), coalesce(v_tax ->> 'place_of_supply', v_org.state)),
    coalesce(v_org.legal_name, v_org.company_name), v_org.gstin,
    concat_ws(', ', v_org.address_line1, v_org.address_line2, v_org.city,
              nullif(concat_ws(' ', v_org.state, v_org.pincode), '')),
    v_org.state, public.gst_state_code(v_org.gstin, v_org.state), v_org.city, v_org.pincode,
    v_client.name, coalesce(v_order.gstin, v_client.gstin),
    coalesce(nullif(concat_ws(', ', v_client.billing_address, v_client.city,
                              nullif(concat_ws(' ', v_client.state, v_client.pincode), '')), ''),
             v_order.shipping_address),
    coalesce(v_client.state, v_project.state), coalesce(v_client.city, v_project.city), v_client.pincode,
    v_client.email, v_client.phone,
    v_taxable, v_cgst, v_sgst, v_igst,
    round(v_taxable + v_cgst + v_sgst + v_igst) - (v_taxable + v_cgst + v_sgst + v_igst),
    round(v_taxable + v_cgst + v_sgst + v_igst), public.current_staff_id());

  insert into public.tax_invoice_lines (
    invoice_id, position, order_line_id, description, hsn, unit, quantity, unit_price, gross_amount,
    discount_amount, taxable_amount, gst_rate, cgst_amount, sgst_amount, igst_amount)
  select v_id, (e ->> 'position')::integer, (e ->> 'order_line_id')::uuid, e ->> 'description', e ->> 'hsn',
         (e ->> 'unit')::public.measure_unit, (e ->> 'quantity')::numeric, (e ->> 'unit_price')::numeric,
         (e ->> 'gross_amount')::numeric, (e ->> 'discount_amount')::numeric, (e ->> 'taxable_amount')::numeric,
         (e ->> 'gst_rate')::numeric, (e ->> 'cgst_amount')::numeric, (e ->> 'sgst_amount')::numeric,
         (e ->> 'igst_amount')::numeric
    from jsonb_array_elements(v_lines) e;
  return v_id;
end;
$$;
revoke execute on function public.issue_invoice(uuid, uuid, date) from public, anon;
grant execute on function public.issue_invoice(uuid, uuid, date) to authenticated;
