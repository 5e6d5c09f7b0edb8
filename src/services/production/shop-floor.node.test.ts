// The shop floor on the embedded DataSource with the shipped seed: an order in production has its
// plans marked cut by the production lead (each part starts its route), the machine operator scans
// the labels' QR links through every station; a scan out of order and a second scan are refused
// with the reason and change nothing; quality check sends a part back; the order is ready to
// dispatch only once every material is cut and every part packed; sales may not scan.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import { listMyNotifications } from '../notifications';
import { markPlanCut } from './saved-cutting-plans';
import { listWorkCentres, orderProgress, rejectPart, scanPart, type WorkCentre } from './shop-floor';
import { STUCK_AFTER_HOURS, stationWorkInProgress, type WorkInProgress } from './work-in-progress';

const { db, as, inRollback } = seededDatabase();
const lead = as('rahul.verma@fpw.in');
const operator = as('imran.shaikh@fpw.in');
const sales = as('asha.rao@fpw.in');

interface Part {
  id: string;
  cutting_plan_id: string;
  label_id: string;
  next_position: number;
  packed_at: string | null;
  steps: string[];
}

/** What a label's QR code carries (src/pages/dashboard/cutting-plan/plan-labels.ts, partLink). */
const labelOf = (part: Pick<Part, 'cutting_plan_id' | 'label_id'>) =>
  `https://fpw.example/dashboard/optimizer?plan=${part.cutting_plan_id}#part-${encodeURIComponent(part.label_id)}`;

/** An order in production whose carcass plan is approved, and its plans: the carcass, then another. */
async function orderWithTwoPlans(): Promise<{ orderId: string; plans: { id: string; version: number }[] }> {
  const order = await db.query<{ id: string }>(
    `select o.id from public.sales_orders o
      where o.status = 'in_production'
        and exists (select 1 from public.bills_of_material b join public.cutting_plans c on c.bom_id = b.id
                     where b.order_id = o.id and c.status = 'approved')
      order by o.number limit 1`,
  );
  const orderId = order.rows[0]!.id;
  // The seed plans only the carcass: an approved plan (no sheets drawn) for each other material.
  await db.query(
    `with missing as (
       select distinct b.id as bom_id, bp.processed_panel_id
         from public.bills_of_material b join public.bom_parts bp on bp.bom_id = b.id
        where b.order_id = $1
          and not exists (select 1 from public.cutting_plans c where c.bom_id = b.id
                            and c.processed_panel_id = bp.processed_panel_id and c.status in ('approved', 'cut'))
     ), planned as (
       insert into public.cutting_plans (name, bom_id, processed_panel_id, sheet_length_mm, sheet_width_mm,
         sheets_available, status, result, sheets_used, yield_percent, created_at)
       select 'shop floor test', m.bom_id, m.processed_panel_id, 2440, 1220, 1, 'approved', '{"sheets": []}', 0, 50,
              now() + interval '1 second'
         from missing m
       returning id, bom_id, processed_panel_id
     )
     insert into public.cutting_plan_parts (cutting_plan_id, bom_part_id, name, length_mm, width_mm, quantity)
     select p.id, bp.id, bp.name, bp.length_mm, bp.width_mm, bp.quantity
       from planned p join public.bom_parts bp on bp.bom_id = p.bom_id and bp.processed_panel_id = p.processed_panel_id`,
    [orderId],
  );
  const plans = await db.query<{ id: string; version: number }>(
    `select c.id, c.version from public.cutting_plans c join public.bills_of_material b on b.id = c.bom_id
      where b.order_id = $1 and c.status = 'approved' order by c.created_at, c.id`,
    [orderId],
  );
  return { orderId, plans: plans.rows };
}

async function partsOf(planId: string): Promise<Part[]> {
  const { rows } = await db.query<Part>(
    `select c.id, c.cutting_plan_id, c.label_id, c.next_position, c.packed_at,
            array(select s.work_centre_id::text from public.production_route_steps s
                   where s.route_id = c.route_id order by s.position) as steps
       from public.cutting_plans p join public.cut_parts c on c.cutting_plan_id = p.id
      where p.id = $1 order by c.label_id`,
    [planId],
  );
  return rows;
}

async function orderStatus(orderId: string): Promise<string> {
  const { rows } = await db.query<{ status: string }>(
    'select status from public.sales_orders where id = $1',
    [orderId],
  );
  return rows[0]!.status;
}

async function scanCount(partId: string): Promise<number> {
  const { rows } = await db.query<{ n: number }>(
    'select count(*)::integer as n from public.cut_part_scans where cut_part_id = $1',
    [partId],
  );
  return rows[0]!.n;
}

describe('stations and routes', () => {
  it('lists the stations in shop order', async () => {
    const stations = await listWorkCentres(operator);
    expect(stations.map((s) => s.kind)).toEqual([
      'panel_saw',
      'edge_bander',
      'cnc',
      'assembly',
      'quality_check',
      'packing',
      'dispatch',
    ]);
  });
});

describe('scan to move', () => {
  it('starts routes when plans are cut, moves parts scan by scan, refuses what is out of turn, readies the order', async () => {
    await inRollback(async () => {
      const stations = await listWorkCentres(operator);
      const at = (kind: WorkCentre['kind']) => stations.find((s) => s.kind === kind)!.id;
      const { orderId, plans } = await orderWithTwoPlans();
      expect(plans.length).toBeGreaterThanOrEqual(2);
      expect(await partsOf(plans[0]!.id)).toEqual([]);

      await markPlanCut(plans[0]!, undefined, lead);
      const carcass = await partsOf(plans[0]!.id);
      expect(carcass.length).toBeGreaterThan(0);
      expect(carcass.every((p) => p.next_position === 1 && p.packed_at === null)).toBe(true);
      expect((await orderProgress(orderId, operator)).percentDone).toBe(0);

      const first = carcass[0]!;
      await expect(scanPart(labelOf(first), at('packing'), operator)).rejects.toMatchObject({
        constraint: 'cut_parts_out_of_order',
        message: expect.stringMatching(/out of order: .* goes to the panel saw first/),
      });
      expect(await scanCount(first.id)).toBe(0);

      const sawn = await scanPart(labelOf(first), at('panel_saw'), operator);
      expect(sawn).toMatchObject({ cut_part_id: first.id, done_at: 'Panel saw', packed: false });
      await expect(scanPart(labelOf(first), at('panel_saw'), operator)).rejects.toMatchObject({
        constraint: 'cut_parts_scanned_twice',
        message: expect.stringMatching(/already scanned at the panel saw/),
      });
      expect(await scanCount(first.id)).toBe(1);
      const { rows: who } = await db.query<{ email: string }>(
        `select s.email from public.cut_part_scans x join public.staff s on s.id = x.scanned_by where x.cut_part_id = $1`,
        [first.id],
      );
      expect(who).toEqual([{ email: 'imran.shaikh@fpw.in' }]);

      await expect(scanPart(labelOf(first), at('edge_bander'), sales)).rejects.toMatchObject({
        kind: 'permission',
        message: 'Scanning at a station needs the “production.scan” permission.',
      });
      await expect(scanPart('not a label', at('panel_saw'), operator)).rejects.toMatchObject({
        message: expect.stringMatching(/not a part label/),
      });

      // Every carcass part through its route; the first is rejected at quality check once.
      const check = at('quality_check');
      for (const part of carcass) {
        for (const [index, step] of part.steps.entries()) {
          if (part.id === first.id && index === 0) continue;
          if (part.id === first.id && step === check) {
            const back = part.steps[index - 1]!;
            const rejected = await rejectPart(
              { payload: labelOf(part), workCentreId: check, reason: 'Edge band lifting', backTo: back },
              operator,
            );
            expect(rejected.back_to).toBe(stations.find((s) => s.id === back)!.name);
            const [again] = (await partsOf(part.cutting_plan_id)).filter((p) => p.id === part.id);
            expect(again!.next_position).toBe(index);
            await scanPart(labelOf(part), back, operator);
          }
          await scanPart(labelOf(part), step, operator);
        }
      }
      expect((await partsOf(plans[0]!.id)).every((p) => p.packed_at !== null)).toBe(true);
      // Another material is not cut yet: not ready.
      expect(await orderStatus(orderId)).toBe('in_production');

      for (const plan of plans.slice(1)) await markPlanCut(plan, undefined, lead);
      const progress = await orderProgress(orderId, lead);
      expect(progress.percentDone).toBeGreaterThan(0);
      expect(progress.percentDone).toBeLessThan(100);
      for (const plan of plans.slice(1)) {
        for (const part of await partsOf(plan.id)) {
          for (const step of part.steps) await scanPart(labelOf(part), step, operator);
        }
      }
      expect(await orderStatus(orderId)).toBe('ready');
      const done = await orderProgress(orderId, operator);
      expect(done.percentDone).toBe(100);
      expect(done.stations.every((s) => s.parts_done === s.parts_total && s.parts_waiting === 0)).toBe(true);
    });
  });

  it('rejects only at quality check, with a reason, a part waiting there', async () => {
    await inRollback(async () => {
      const stations = await listWorkCentres(operator);
      const at = (kind: WorkCentre['kind']) => stations.find((s) => s.kind === kind)!.id;
      const { plans } = await orderWithTwoPlans();
      await markPlanCut(plans[0]!, undefined, lead);
      const [part] = await partsOf(plans[0]!.id);
      const payload = labelOf(part!);
      await expect(
        rejectPart({ payload, workCentreId: at('panel_saw'), reason: 'Chipped', backTo: null }, operator),
      ).rejects.toMatchObject({ message: 'parts are rejected at quality check' });
      await expect(
        rejectPart({ payload, workCentreId: at('quality_check'), reason: 'Chipped', backTo: null }, operator),
      ).rejects.toMatchObject({ constraint: 'cut_parts_not_at_check' });
      for (const step of part!.steps.slice(0, -2)) await scanPart(payload, step, operator);
      await expect(
        rejectPart({ payload, workCentreId: at('quality_check'), reason: '  ', backTo: null }, operator),
      ).rejects.toMatchObject({ message: 'say why the part is rejected' });
      const sent = await rejectPart(
        { payload, workCentreId: at('quality_check'), reason: 'Chipped corner', backTo: null },
        operator,
      );
      expect(sent.back_to).toBe('Panel saw');
      const [after] = (await partsOf(plans[0]!.id)).filter((p) => p.id === part!.id);
      expect(after!.next_position).toBe(1);
    });
  });

  it('tells the production leads, not the operator, that a part was rejected and why', async () => {
    await inRollback(async () => {
      const stations = await listWorkCentres(operator);
      const qc = stations.find((s) => s.kind === 'quality_check')!.id;
      const { orderId, plans } = await orderWithTwoPlans();
      await markPlanCut(plans[0]!, undefined, lead);
      const [part] = await partsOf(plans[0]!.id);
      const payload = labelOf(part!);
      for (const step of part!.steps.slice(0, -2)) await scanPart(payload, step, operator);
      const sent = await rejectPart(
        { payload, workCentreId: qc, reason: 'Chipped corner', backTo: null },
        operator,
      );
      const { rows } = await db.query<{ number: string }>(
        'select number from public.sales_orders where id = $1',
        [orderId],
      );
      const told = await listMyNotifications({ kind: 'part_rejected' }, lead);
      expect(told).toHaveLength(1);
      expect(told[0]).toMatchObject({
        title: `Part ${sent.name} rejected at quality check: Chipped corner`,
        link: `/dashboard/Order-Details?id=${orderId}`,
        record_id: part!.id,
        read_at: null,
      });
      expect(told[0]!.body).toContain(`Order ${rows[0]!.number}`);
      expect(told[0]!.body).toContain('back to the panel saw');
      expect(await listMyNotifications({ kind: 'part_rejected' }, operator)).toEqual([]);
    });
  });

  it('names each piece of a laid-out plan by its label, as printed on the sheet', async () => {
    await inRollback(async () => {
      const { plans } = await orderWithTwoPlans();
      const { rows } = await db.query<{ id: string; name: string }>(
        `select bp.id, bp.name from public.cutting_plans c join public.bom_parts bp
            on bp.bom_id = c.bom_id and bp.processed_panel_id = c.processed_panel_id
          where c.id = $1 order by bp.position limit 2`,
        [plans[0]!.id],
      );
      const piece = (part: { id: string; name: string }, copy: number) => ({
        partId: part.id,
        name: part.name,
        copy,
        labelId: `job-1/${part.id}/${copy}`,
        cutLength: 600.4,
        cutWidth: 450,
      });
      await db.query(`update public.cutting_plans set result = $2::jsonb where id = $1`, [
        plans[0]!.id,
        JSON.stringify({
          sheets: [{ index: 1, parts: [piece(rows[0]!, 1), piece(rows[0]!, 2), piece(rows[1]!, 1)] }],
        }),
      ]);
      const { rows: current } = await db.query<{ version: number }>(
        'select version from public.cutting_plans where id = $1',
        [plans[0]!.id],
      );
      await markPlanCut({ id: plans[0]!.id, version: current[0]!.version }, undefined, lead);
      const parts = await partsOf(plans[0]!.id);
      expect(parts.map((p) => p.label_id)).toEqual(
        [`job-1/${rows[0]!.id}/1`, `job-1/${rows[0]!.id}/2`, `job-1/${rows[1]!.id}/1`].sort(),
      );
      const scanned = await scanPart(labelOf(parts[0]!), parts[0]!.steps[0]!, operator);
      expect(scanned.cut_part_id).toBe(parts[0]!.id);
      // The label's Code 128 barcode: the plan's first 8 hex digits and the label's place in print order.
      const second = parts.find((p) => p.label_id === `job-1/${rows[0]!.id}/2`)!;
      const byBarcode = await scanPart(
        `${plans[0]!.id.slice(0, 8).toUpperCase()}-2`,
        second.steps[0]!,
        operator,
      );
      expect(byBarcode.cut_part_id).toBe(second.id);
      await expect(
        scanPart(`${plans[0]!.id.slice(0, 8)}-4`, second.steps[0]!, operator),
      ).rejects.toMatchObject({
        message: 'no cut part has this barcode: is its cutting plan marked as cut?',
      });
    });
  });
});

describe('work in progress per station', () => {
  const at = (wip: WorkInProgress, id: string) => wip.stations.find((s) => s.work_centre_id === id)!;

  it('counts the parts waiting at each station and names those with no scan for too long', async () => {
    await inRollback(async () => {
      const before = await stationWorkInProgress(STUCK_AFTER_HOURS, lead);
      expect(before.stuck_after_hours).toBe(STUCK_AFTER_HOURS);
      expect(before.stations.map((s) => s.code)).toEqual((await listWorkCentres(lead)).map((s) => s.code));
      const { orderId, plans } = await orderWithTwoPlans();
      await markPlanCut(plans[0]!, undefined, lead);
      const parts = await partsOf(plans[0]!.id);
      const saw = parts[0]!.steps[0]!;
      const moved = parts[0]!;
      await scanPart(labelOf(moved), saw, operator);
      const next = moved.steps[1]!;
      // The plan was marked cut ten hours ago; the one scan was an hour ago (the stamp triggers keep
      // created_at as it was, so they are off for this change only).
      await db.exec(`set local session_replication_role = replica`);
      await db.query(
        `update public.cut_parts set created_at = now() - interval '10 hours' where cutting_plan_id = $1`,
        [plans[0]!.id],
      );
      await db.query(
        `update public.cut_part_scans set scanned_at = now() - interval '1 hour' where cut_part_id = $1`,
        [moved.id],
      );
      await db.exec(`set local session_replication_role = origin`);

      const after = await stationWorkInProgress(STUCK_AFTER_HOURS, lead);
      expect(at(after, saw).parts_waiting - at(before, saw).parts_waiting).toBe(parts.length - 1);
      expect(at(after, saw).parts_stuck - at(before, saw).parts_stuck).toBe(parts.length - 1);
      expect(at(after, next).parts_waiting - at(before, next).parts_waiting).toBe(1);
      expect(at(after, next).parts_stuck - at(before, next).parts_stuck).toBe(0);
      const { rows } = await db.query<{ number: string }>(
        'select number from public.sales_orders where id = $1',
        [orderId],
      );
      const stuckHere = after.stuck.filter((p) => p.order_id === orderId);
      expect(stuckHere.length).toBe(Math.min(parts.length - 1, 20));
      expect(stuckHere.map((p) => p.cut_part_id)).not.toContain(moved.id);
      expect(stuckHere[0]).toMatchObject({ order_number: rows[0]!.number, work_centre_name: 'Panel saw' });

      // With a longer patience nothing of this order is stuck yet.
      const patient = await stationWorkInProgress(12, lead);
      expect(patient.stuck.filter((p) => p.order_id === orderId)).toEqual([]);
    });
  });
});
