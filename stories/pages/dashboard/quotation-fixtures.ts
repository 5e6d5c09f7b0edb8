/** Fixture rows for the quotation page stories (a sent quotation R1 and its draft revision R2). */
import type { FakeRow } from './fake-supabase';

export const QUOTATION_ID = '0b6c3f4e-1a2b-4c3d-8e9f-300000000001';
export const REVISION_ID = '0b6c3f4e-1a2b-4c3d-8e9f-300000000002';
const PROJECT = '0b6c3f4e-1a2b-4c3d-8e9f-000000000001';
const CLIENT = '0b6c3f4e-1a2b-4c3d-8e9f-400000000001';

export const summary = (over: Partial<FakeRow> = {}): FakeRow => ({
  id: QUOTATION_ID,
  number: 'QT-2026-0007',
  revision: 1,
  reference: 'QT-2026-0007',
  project_id: PROJECT,
  project_code: 'PRJ-2026-0012',
  project_name: 'Sharma residence',
  client_id: CLIENT,
  client_name: 'Anil Sharma',
  title: 'Sharma residence interiors',
  status: 'sent',
  currency: 'INR',
  issue_date: '2026-11-20',
  valid_until: '2026-12-20',
  sent_at: '2026-11-21T12:30:00Z',
  decided_at: null,
  prepared_by: null,
  prepared_by_name: 'Asha Rao',
  sent_by_name: 'Vikram Singh',
  decided_by_name: null,
  decision_note: null,
  subtotal: 100000,
  discount_total: 0,
  taxable_total: 100000,
  gst_total: 18000,
  grand_total: 118000,
  margin_total: 20000,
  latest_revision: 1,
  updated_at: '2026-11-21T12:30:00Z',
  version: 2,
  ...over,
});

export const detail = (over: Partial<FakeRow> = {}): FakeRow => ({
  id: QUOTATION_ID,
  margin_percent: 25,
  discount_percent: 0,
  terms: '50% with order, 45% before dispatch, 5% after installation.',
  notes: null,
  decision_note: null,
  previous_quotation_id: null,
  version: 2,
  ...over,
});

export const qline = (n: number, quotationId = QUOTATION_ID, over: Partial<FakeRow> = {}): FakeRow => ({
  id: `${quotationId.slice(0, -2)}${String(n + 10)}`,
  quotation_id: quotationId,
  position: n,
  boq_item_id: `0b6c3f4e-1a2b-4c3d-8e9f-1000000000${String(n).padStart(2, '0')}`,
  item_code: `KIT-0${n}`,
  room: n === 1 ? 'Kitchen' : 'Master bedroom',
  description: n === 1 ? 'Modular base and wall units' : 'Sliding wardrobe',
  hsn: '9403',
  unit: 'rft',
  quantity: 10,
  unit_cost: 4000,
  margin_percent: 25,
  discount_percent: 0,
  gst_rate: 18,
  version: 1,
  ...over,
});

export const tax = (lineIds: readonly string[]) => ({
  subtotal: 100000,
  discount_total: 0,
  taxable_total: 100000,
  gst_total: 18000,
  grand_total: 118000,
  margin_total: 20000,
  margin_percent: 20,
  intra_state: true,
  place_of_supply: 'Karnataka',
  org_state: 'Karnataka',
  lines: lineIds.map((id) => ({
    line_id: id,
    line_amount: 50000,
    discount_amount: 0,
    taxable_amount: 50000,
  })),
  gst_by_rate: [{ gst_rate: 18, taxable_amount: 100000, gst_amount: 18000 }],
  gst_split: [
    {
      gst_rate: 18,
      taxable_amount: 100000,
      gst_amount: 18000,
      cgst_amount: 9000,
      sgst_amount: 9000,
      igst_amount: 0,
    },
  ],
  cgst_total: 9000,
  sgst_total: 9000,
  igst_total: 0,
});

export const client: FakeRow = {
  id: CLIENT,
  name: 'Anil Sharma',
  billing_address: '12, 4th Cross, Indiranagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560038',
  gstin: null,
};

export const org: FakeRow = {
  company_name: 'Fine Panel Works',
  legal_name: 'Fine Panel Works Pvt Ltd',
  gstin: '29AABCF4821K1Z6',
  address_line1: '42 Industrial Layout',
  address_line2: 'Peenya 2nd Stage',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560058',
  country: 'India',
  email: 'hello@fpw.in',
  phone: '+91 80 4000 1234',
  logo_path: null,
  currency: 'INR',
  default_gst_rate: 18,
  quotation_prefix: 'QT',
  order_prefix: 'SO',
  project_prefix: 'PRJ',
  version: 1,
};
