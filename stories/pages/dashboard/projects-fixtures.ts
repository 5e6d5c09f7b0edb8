/**
 * Projects for the page stories on the fake Supabase: rows of projects_list and the tables the
 * details page reads, with record_payment, move_project_stage and project_kpis answered as the SQL
 * functions would (an overpayment is refused with the database's sentence).
 */
import { FakeRpcRefusal, type FakeRow, type FakeRpc, type FakeTables } from './fake-supabase';

export const MEERA = 's-meera';
export const VIKRAM = 's-vikram';
export const KAVYA = 's-kavya';

const project = (n: number, stage: string, designer: string, extra: Partial<FakeRow> = {}): FakeRow => ({
  id: `00000000-0000-4000-8000-00000000000${n}`,
  code: `PRJ-2026-000${n}`,
  name: `Project ${n} interiors`,
  client_id: `c${n}`,
  client_name: ['Saanvi Hegde', 'Kiran Patel', 'Navya Reddy', 'Arjun Sharma'][n - 1] ?? 'Client',
  client_phone: '+91 98450 10001',
  client_email: null,
  lead_id: null,
  category: n === 4 ? 'modular_kitchen' : 'residential',
  site_address: `Villa ${n}, Purva Panorama`,
  city: n % 2 ? 'Bengaluru' : 'Pune',
  state: 'Karnataka',
  estimate: 950000,
  area_sqft: 1500,
  start_date: `2026-0${5 + n}-02`,
  target_date: null,
  completed_on: null,
  designer_id: designer,
  designer_name: designer === MEERA ? 'Meera Iyer' : 'Sanjay Kulkarni',
  relationship_manager_id: VIKRAM,
  relationship_manager_name: 'Vikram Singh',
  stage,
  on_hold: false,
  on_hold_reason: null,
  status: 'active',
  notes: null,
  amount_due: 950000,
  amount_received: 285000,
  amount_pending: 665000,
  amount_pending_now: 190000,
  version: 1,
  ...extra,
});

export function projectTables(): FakeTables {
  const first = project(1, 'design', MEERA);
  return {
    projects_list: [
      first,
      project(2, 'recce', 's-sanjay'),
      project(3, 'design', 's-sanjay', { on_hold: true, status: 'on_hold', amount_pending_now: 0 }),
      project(4, 'production', MEERA),
    ],
    projects: [
      { city: 'Bengaluru', lead_id: 'lead-saanvi' },
      { city: 'Pune', lead_id: null },
    ],
    staff: [
      { id: MEERA, name: 'Meera Iyer', designation: 'designer', active: true },
      { id: 's-sanjay', name: 'Sanjay Kulkarni', designation: 'designer', active: true },
      { id: VIKRAM, name: 'Vikram Singh', designation: 'sales', active: true },
      { id: KAVYA, name: 'Kavya Menon', designation: 'accounts', active: true },
    ],
    project_stage_log: [
      {
        id: 'l1',
        project_id: first['id'],
        from_stage: null,
        to_stage: 'enquiry',
        changed_at: '2026-06-02T05:30:00Z',
        changed_by: VIKRAM,
        note: null,
      },
      {
        id: 'l2',
        project_id: first['id'],
        from_stage: 'enquiry',
        to_stage: 'recce',
        changed_at: '2026-06-16T10:30:00Z',
        changed_by: MEERA,
        note: 'Site visit on Saturday',
      },
      {
        id: 'l3',
        project_id: first['id'],
        from_stage: 'recce',
        to_stage: 'design',
        changed_at: '2026-06-30T10:30:00Z',
        changed_by: MEERA,
        note: 'Measurements done',
      },
    ],
    project_payment_status: [
      ['ps1', 1, 'Booking advance', 10, 95000, 95000],
      ['ps2', 2, 'Design sign-off', 40, 380000, 190000],
      ['ps3', 3, 'Before dispatch', 40, 380000, 0],
      ['ps4', 4, 'After handover', 10, 95000, 0],
    ].map(([id, position, name, percent, due, received]) => ({
      payment_stage_id: id,
      project_id: first['id'],
      position,
      name,
      percent,
      due_date: null,
      due_amount: due,
      received_amount: received,
      pending_amount: Number(due) - Number(received),
    })),
    // What project_payment_status counts as received: the booking advance in full, half the design stage.
    payments: [
      ['pay1', 'ps1', 95000, '2026-06-10', 'neft', 'UTR HDFC0000012345'],
      ['pay2', 'ps2', 190000, '2026-07-15', 'upi', 'UPI/612000001021'],
    ].map(([id, stage, amount, on, mode, reference]) => ({
      id,
      project_id: first['id'],
      payment_stage_id: stage,
      amount,
      received_on: on,
      mode,
      reference,
      reverses_payment_id: null,
      reason: null,
      created_at: `${String(on)}T07:00:00Z`,
    })),
    project_design_stages: [
      {
        id: 'd1',
        project_id: first['id'],
        position: 1,
        name: 'Concept and moodboard',
        percent: 30,
        status: 'done',
        completed_at: '2026-07-01T10:00:00Z',
      },
      {
        id: 'd2',
        project_id: first['id'],
        position: 2,
        name: '3D design and renders',
        percent: 70,
        status: 'in_progress',
        completed_at: null,
      },
    ],
    tasks_list: [],
    recces: [{ id: 'r1', project_id: first['id'] }],
    designs: [],
    quotations: [],
    sales_orders: [],
  };
}

/**
 * The leads side of "create from a won lead": two won leads without a project, one won lead that
 * already has one (project 1) and an open lead, with the stages that say which are won, and clients.
 */
export function wonLeadTables(): FakeTables {
  const lead = (id: string, name: string, stage: string, extra: Partial<FakeRow> = {}): FakeRow => ({
    id,
    name,
    phone: '+91 98450 20002',
    email: null,
    address: null,
    city: 'Bengaluru',
    estimated_value: null,
    interest: null,
    stage_id: stage,
    ...extra,
  });
  return {
    lead_stages: [
      { id: 'ls-new', name: 'New', is_won: false },
      { id: 'ls-won', name: 'Won', is_won: true },
    ],
    leads: [
      lead('lead-ananya', 'Ananya Rao', 'ls-won', {
        phone: '+91 98450 22222',
        email: 'ananya.rao@example.in',
        address: 'Flat 12B, Prestige Lakeside Habitat, Varthur',
        estimated_value: 1250000,
        interest: 'Modular kitchen and wardrobes',
      }),
      lead('lead-rohan', 'Rohan Mehta', 'ls-won', { city: 'Pune' }),
      lead('lead-saanvi', 'Saanvi Hegde', 'ls-won'),
      lead('lead-open', 'Ishaan Kapoor', 'ls-new'),
    ],
    clients: [
      { id: 'c1', name: 'Saanvi Hegde' },
      { id: 'c2', name: 'Kiran Patel' },
    ],
  };
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 0,
  maximumFractionDigits: 2,
});

export function projectRpcs(codes: string[]): Record<string, FakeRpc> {
  return {
    my_permissions: () => codes,
    project_kpis: (_args, tables) => {
      const rows = tables['projects_list'] ?? [];
      const count = (status: string) => rows.filter((row) => row['status'] === status).length;
      return {
        active: count('active'),
        on_hold: count('on_hold'),
        completed: count('completed'),
        value_in_progress: rows.reduce((sum, row) => sum + Number(row['estimate']), 0),
        payments_pending: rows.reduce((sum, row) => sum + Number(row['amount_pending_now'] ?? 0), 0),
      };
    },
    record_payment: (args, tables) => {
      const stage = (tables['project_payment_status'] ?? []).find(
        (row) => row['payment_stage_id'] === args['p_stage_id'],
      );
      if (!stage)
        throw new FakeRpcRefusal('P0002', 'This payment stage does not exist or is not yours to see');
      const amount = Number(args['p_amount']);
      const pending = Number(stage['pending_amount']);
      if (amount > pending) {
        throw new FakeRpcRefusal(
          '23514',
          `This payment is more than the ${rupees.format(pending)} still pending on ${String(stage['name'])}`,
        );
      }
      stage['received_amount'] = Number(stage['received_amount']) + amount;
      stage['pending_amount'] = pending - amount;
      const row = {
        id: `pay-${Date.now()}`,
        project_id: stage['project_id'],
        payment_stage_id: stage['payment_stage_id'],
        amount,
        received_on: args['p_paid_on'],
        mode: args['p_mode'],
        reference: args['p_reference'] ?? null,
        reverses_payment_id: null,
        reason: null,
        created_at: '2026-11-25T06:00:00Z',
      };
      (tables['payments'] ??= []).push(row);
      return row;
    },
    // As 20261128110200: once per payment, at most what was received, with a reason.
    reverse_payment: (args, tables) => {
      const payments = (tables['payments'] ??= []);
      const original = payments.find((row) => row['id'] === args['p_payment_id']);
      if (!original) throw new FakeRpcRefusal('P0002', 'This payment does not exist or is not yours to see');
      if (payments.some((row) => row['reverses_payment_id'] === original['id'])) {
        throw new FakeRpcRefusal('23514', 'This payment was already reversed');
      }
      const amount = args['p_amount'] === null ? Number(original['amount']) : Number(args['p_amount']);
      if (amount > Number(original['amount'])) {
        throw new FakeRpcRefusal(
          '23514',
          `A reversal takes back at most the ${rupees.format(Number(original['amount']))} received`,
        );
      }
      const row = {
        ...original,
        id: `rev-${String(original['id'])}`,
        amount: -amount,
        received_on: '2026-11-25',
        reverses_payment_id: original['id'],
        reason: args['p_reason'],
        created_at: '2026-11-25T06:00:00Z',
      };
      payments.push(row);
      const stage = (tables['project_payment_status'] ?? []).find(
        (candidate) => candidate['payment_stage_id'] === original['payment_stage_id'],
      );
      if (stage) {
        stage['received_amount'] = Number(stage['received_amount']) - amount;
        stage['pending_amount'] = Number(stage['pending_amount']) + amount;
      }
      return row;
    },
    create_project_from_lead: (args, tables) => {
      const lead = (tables['leads'] ?? []).find((row) => row['id'] === args['p_lead_id']);
      if (!lead) throw new FakeRpcRefusal('P0002', 'This lead does not exist or is not yours to see');
      const values = (args['p_values'] ?? {}) as FakeRow;
      const id = '00000000-0000-4000-8000-000000000009';
      (tables['projects'] ??= []).push({ id, lead_id: lead['id'], city: values['city'] ?? lead['city'] });
      return { id };
    },
    move_project_stage: (args, tables) => {
      const row = (tables['projects_list'] ?? []).find(
        (candidate) => candidate['id'] === args['p_project_id'],
      );
      if (!row) throw new FakeRpcRefusal('P0002', 'This project does not exist or is not yours to see');
      (tables['project_stage_log'] ??= []).push({
        id: `l${Date.now()}`,
        project_id: row['id'],
        from_stage: row['stage'],
        to_stage: args['p_to_stage'],
        changed_at: '2026-11-25T06:00:00Z',
        changed_by: MEERA,
        note: args['p_note'],
      });
      row['stage'] = args['p_to_stage'];
      row['version'] = Number(row['version']) + 1;
      return row;
    },
  };
}
