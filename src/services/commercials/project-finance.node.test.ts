// The project finance service against the embedded DataSource on PGlite with the shipped seed
// (issue 20): the payments of a project as a ledger, a reversal with its reason (once), the
// estimate changed by a sales manager and refused to an accountant (no projects.finance), and a
// payment plan reshaped through its function.
import { describe, expect, it } from 'vitest';
import { DataSourceError } from '../backend';
import { seededDatabase } from '../backend/testing/seeded-database';
import {
  listProjectPayments,
  reversalBlock,
  reversePayment,
  setProjectEstimate,
  setProjectPaymentPlan,
} from './project-finance';
import { getProject, projectPaymentStages } from '../projects/projects';

const { db, as } = seededDatabase();
const vikram = as('vikram.singh@fpw.in');
const kavya = as('kavya.menon@fpw.in');
const meera = as('meera.iyer@fpw.in');

const idOf = async (n: number) =>
  (await db.query<{ id: string }>(`select md5('fpw:project:' || $1::text)::uuid::text as id`, [n])).rows[0]!
    .id;

describe('payments as a ledger', () => {
  it('lists a project’s payments, reverses one with a reason, and refuses a second reversal', async () => {
    const project = await idOf(5);
    const before = await listProjectPayments(project, kavya);
    expect(before.length).toBeGreaterThan(0);
    const first = before[0]!;
    expect(reversalBlock(first, before)).toBeNull();
    await reversePayment({ paymentId: first.id, reason: 'Cheque bounced', amount: null }, kavya);
    const after = await listProjectPayments(project, kavya);
    const reversal = after.find((payment) => payment.reverses_payment_id === first.id);
    expect(reversal).toMatchObject({ amount: -first.amount, reason: 'Cheque bounced' });
    expect(reversalBlock(first, after)).toBe('Already reversed.');
    expect(reversalBlock(reversal!, after)).toBe('This entry is itself a reversal.');
    await expect(
      reversePayment({ paymentId: first.id, reason: 'Again', amount: null }, kavya),
    ).rejects.toThrow('This payment was already reversed');
  });

  it('shows a designer no payments', async () => {
    expect(await listProjectPayments(await idOf(3), meera)).toEqual([]);
  });
});

describe('the estimate and the payment plan', () => {
  it('lets a sales manager change the estimate with a reason; the stages follow', async () => {
    const project = await idOf(1);
    const read = await getProject(project, vikram);
    await setProjectEstimate(
      { projectId: project, version: read!.version, estimate: 1_000_000, reason: 'Scope grew' },
      vikram,
    );
    const stages = await projectPaymentStages(project, vikram);
    expect(stages.reduce((sum, stage) => sum + stage.due_amount, 0)).toBe(1_000_000);
    // The version read before the change is stale now.
    await expect(
      setProjectEstimate({ projectId: project, version: read!.version, estimate: 1, reason: 'x' }, vikram),
    ).rejects.toBeInstanceOf(DataSourceError);
  });

  it('refuses an accountant changing the estimate (no projects.finance)', async () => {
    const project = await idOf(2);
    const read = await getProject(project, kavya);
    const refused = await setProjectEstimate(
      { projectId: project, version: read!.version, estimate: 1, reason: 'Rounding' },
      kavya,
    ).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataSourceError);
    expect((refused as DataSourceError).kind).toBe('permission');
  });

  it('lets a sales manager reshape the payment plan of a project without payments', async () => {
    const project = await idOf(1);
    const read = await getProject(project, vikram);
    await setProjectPaymentPlan(
      {
        projectId: project,
        version: read!.version,
        reason: 'Two instalments',
        stages: [
          { name: 'Booking', percent: 50, due_date: null },
          { name: 'Handover', percent: 50, due_date: '2027-03-01' },
        ],
      },
      vikram,
    );
    const stages = await projectPaymentStages(project, vikram);
    expect(stages.map((stage) => [stage.name, stage.percent, stage.due_date])).toEqual([
      ['Booking', 50, null],
      ['Handover', 50, '2027-03-01'],
    ]);
  });
});
