// Installation and handover on the embedded DataSource with the shipped seed: the production lead
// books an order's installation (at its site address; an operator may not, nor may a plain insert
// tie an appointment to an order); signing is refused while a checklist item is unanswered; signed,
// the order is installed, each snag is a task of its project, the warranty runs 12 months from the
// signing and the order's salesperson has a notification.
import { describe, expect, it } from 'vitest';
import { seededDatabase } from '../backend/testing/seeded-database';
import { refusedWithConstraint } from '../backend/testing/refusals';
import { addSnag, getHandover, listSnags, openHandover, saveChecklist, signHandover } from './handover';
import { bookInstallation, listOrderVisits } from './installation';

const { db, as, inRollback } = seededDatabase();
const lead = as('rahul.verma@fpw.in');
const operator = as('imran.shaikh@fpw.in');
const manager = as('vikram.singh@fpw.in');
const admin = as('priya.nair@fpw.in');

interface SeedOrder {
  id: string;
  project_id: string;
  shipping_address: string;
  salesperson: string | null;
}

/** A dispatched order of the seed with its project, address and the quotation's author. */
async function dispatchedOrder(): Promise<SeedOrder> {
  const { rows } = await db.query<SeedOrder>(
    `select o.id, o.project_id, o.shipping_address, q.prepared_by as salesperson
       from public.sales_orders o join public.quotations q on q.id = o.quotation_id
      where o.status = 'dispatched' order by o.number limit 1`,
  );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

const orderStatus = async (id: string) =>
  (await db.query<{ status: string }>('select status::text from public.sales_orders where id = $1', [id]))
    .rows[0]!.status;

describe('booking an installation', () => {
  it('books the crew at the order’s site address; operators and plain inserts may not', async () => {
    await inRollback(async () => {
      const order = await dispatchedOrder();
      const crew = (
        await db.query<{ id: string }>(`select id from public.staff where email = 'imran.shaikh@fpw.in'`)
      ).rows[0]!.id;
      const startsAt = new Date(Date.now() + 3 * 86_400_000).toISOString();
      const id = await bookInstallation(
        { orderId: order.id, kind: 'installation', startsAt, assigneeId: crew },
        lead,
      );
      const visits = await listOrderVisits(order.id, lead);
      expect(visits).toEqual([
        expect.objectContaining({
          id,
          kind: 'installation',
          order_id: order.id,
          location: order.shipping_address,
          assignee_id: crew,
          duration_minutes: 240,
        }),
      ]);
      // The crew lead sees it on the calendar as their own appointment.
      expect((await listOrderVisits(order.id, operator)).map((v) => v.id)).toEqual([id]);

      expect(
        await refusedWithConstraint(
          bookInstallation({ orderId: order.id, kind: 'delivery', startsAt }, operator),
        ),
      ).toEqual(expect.objectContaining({ kind: 'permission' }));
      // A sales manager (appointments.manage) may not tie an appointment to an order by hand.
      expect(
        await refusedWithConstraint(
          manager.insert('appointments', {
            kind: 'site_visit',
            title: 'By hand',
            starts_at: startsAt,
            order_id: order.id,
          }),
        ),
      ).toEqual(expect.objectContaining({ constraint: 'appointments_order_by_function' }));
      // An administrator books too; the address given wins.
      const other = await bookInstallation(
        { orderId: order.id, kind: 'delivery', startsAt, location: 'Gate 2, Baner' },
        admin,
      );
      expect((await listOrderVisits(order.id, admin)).find((v) => v.id === other)?.location).toBe(
        'Gate 2, Baner',
      );
    });
  });
});

describe('signing the handover', () => {
  it('refuses to sign while an item of the checklist is unanswered, and changes nothing', async () => {
    await inRollback(async () => {
      const order = await dispatchedOrder();
      await openHandover(order.id, lead);
      const handover = (await getHandover(order.id, lead))!;
      expect(handover.checklist.length).toBeGreaterThan(0);
      expect(handover.checklist.every((item) => item.installed === null)).toBe(true);
      const path = `${order.project_id}/documents/${crypto.randomUUID()}-handover-signature.png`;
      expect(
        await refusedWithConstraint(
          signHandover({ orderId: order.id, signerName: 'Client', signaturePath: path }, lead),
        ),
      ).toEqual(expect.objectContaining({ constraint: 'handovers_checklist_unanswered' }));
      expect(await orderStatus(order.id)).toBe('dispatched');
      expect((await getHandover(order.id, lead))!.signed_at).toBeNull();
      // Only handover.sign signs: the machine operator may not even open one.
      expect(await refusedWithConstraint(openHandover(order.id, operator))).toEqual(
        expect.objectContaining({ kind: 'permission' }),
      );
    });
  });

  it('signed: the order is installed, snags are tasks, the warranty runs a year, the salesperson is told', async () => {
    await inRollback(async () => {
      const order = await dispatchedOrder();
      await openHandover(order.id, lead);
      let handover = (await getHandover(order.id, lead))!;
      handover = await saveChecklist(
        handover,
        handover.checklist.map((item, index) => ({ ...item, installed: index > 0 })),
        lead,
      );
      const photo = `${order.project_id}/documents/${crypto.randomUUID()}-hinge.jpg`;
      await addSnag(
        { handoverId: handover.id, description: 'Wardrobe hinge loose', photoPaths: [photo] },
        lead,
      );
      // A snag's photo belongs to its order's project.
      expect(
        await refusedWithConstraint(
          addSnag(
            { handoverId: handover.id, description: 'Elsewhere', photoPaths: ['x/documents/a.jpg'] },
            lead,
          ),
        ),
      ).toEqual(expect.objectContaining({ constraint: 'handover_snags_path_project_check' }));

      const path = `${order.project_id}/documents/${crypto.randomUUID()}-handover-signature.png`;
      const signed = await signHandover(
        { orderId: order.id, signerName: '  Anil Kapoor ', signaturePath: path },
        lead,
      );
      expect(signed).toEqual(
        expect.objectContaining({ signed_by_name: 'Anil Kapoor', signature_path: path, order_id: order.id }),
      );
      expect(Math.abs(Date.parse(signed.signed_at!) - Date.now())).toBeLessThan(60_000);
      const { rows: warranty } = await db.query<{ expected: string }>(
        `select to_char(((now() at time zone 'Asia/Kolkata')::date + interval '12 months')::date, 'YYYY-MM-DD') as expected`,
      );
      expect(signed.warranty_until?.slice(0, 10)).toBe(warranty[0]!.expected);
      expect(await orderStatus(order.id)).toBe('installed');

      const snags = await listSnags(signed.id, lead);
      expect(snags).toHaveLength(1);
      const { rows: tasks } = await db.query<{ project_id: string; title: string; priority: string }>(
        'select project_id, title, priority::text from public.tasks where id = $1',
        [snags[0]!.task_id],
      );
      expect(tasks).toEqual([
        expect.objectContaining({
          project_id: order.project_id,
          priority: 'high',
          title: expect.stringContaining('Wardrobe hinge loose'),
        }),
      ]);

      expect(order.salesperson).not.toBeNull();
      const { rows: told } = await db.query<{ recipient_id: string; kind: string; link: string }>(
        `select recipient_id, kind::text, link from public.notifications where record_id = $1`,
        [signed.id],
      );
      expect(told).toEqual([
        {
          recipient_id: order.salesperson,
          kind: 'handover_signed',
          link: `/dashboard/Order-Details?id=${order.id}`,
        },
      ]);

      // Signed is final: a second signature, a checklist change and a new snag are refused.
      expect(
        await refusedWithConstraint(
          signHandover({ orderId: order.id, signerName: 'Again', signaturePath: path }, lead),
        ),
      ).toEqual(expect.objectContaining({ constraint: 'handovers_signed_by_function' }));
      expect(
        await refusedWithConstraint(
          saveChecklist(
            signed,
            signed.checklist.map((item) => ({ ...item, installed: true })),
            lead,
          ),
        ),
      ).toEqual(expect.objectContaining({ kind: expect.stringMatching(/constraint|not-found|rejected/) }));
      expect(
        await refusedWithConstraint(addSnag({ handoverId: signed.id, description: 'Late' }, lead)),
      ).toEqual(expect.objectContaining({ constraint: 'handovers_signed_by_function' }));
    });
  });
});
