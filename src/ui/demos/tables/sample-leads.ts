/** Believable, deterministic CRM leads for the table demos and stories (no network, same rows every run). */

export const LEAD_STAGES = [
  'New',
  'Contacted',
  'Site visit',
  'Design',
  'Quotation sent',
  'Won',
  'Lost',
] as const;
export const LEAD_SOURCES = ['Website', 'Referral', 'Walk-in', 'Instagram', 'IndiaMART', 'Justdial'] as const;
export const LEAD_INTERESTS = [
  'Modular kitchen',
  'Wardrobe',
  'Full home interiors',
  'Office furniture',
  'TV unit',
  'Study unit',
] as const;
export const LEAD_CITIES = [
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Pune',
  'Mumbai',
  'Kochi',
  'Coimbatore',
  'Mysuru',
] as const;
export const LEAD_OWNERS = ['Anita Rao', 'Vikram Shetty', 'Farah Khan', 'Rohan Iyer', 'Meera Nair'] as const;

export type LeadStage = (typeof LEAD_STAGES)[number];

export interface Lead {
  id: string;
  name: string;
  phone: string;
  city: string;
  source: string;
  interest: string;
  stage: LeadStage;
  owner: string;
  /** INR */
  estimatedValue: number;
  createdOn: Date;
  nextFollowUp: Date | null;
}

const FIRST = [
  'Aarav',
  'Priya',
  'Karthik',
  'Sneha',
  'Arjun',
  'Divya',
  'Rahul',
  'Lakshmi',
  'Nikhil',
  'Pooja',
  'Suresh',
  'Kavya',
  'Imran',
  'Neha',
  'Deepak',
  'Asha',
  'Manoj',
  'Ritu',
  'Sanjay',
  'Anjali',
];
const LAST = [
  'Sharma',
  'Reddy',
  'Menon',
  'Patel',
  'Iyer',
  'Nair',
  'Gupta',
  'Rao',
  'Kulkarni',
  'Fernandes',
  'Das',
  'Pillai',
  'Joshi',
  'Hegde',
  'Shaikh',
];

/** mulberry32: tiny seeded generator so every run shows the same leads. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DAY_MS = 86_400_000;
const FIRST_DAY = Date.UTC(2025, 0, 1);

export function generateLeads(count: number, seed = 42): Lead[] {
  const next = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const stage = pick(LEAD_STAGES);
    const createdOn = new Date(FIRST_DAY + Math.floor(next() * 540) * DAY_MS);
    const open = stage !== 'Won' && stage !== 'Lost';
    return {
      id: `LD-${String(index + 1).padStart(5, '0')}`,
      name: `${pick(FIRST)} ${pick(LAST)}`,
      phone: `+91 ${90000 + Math.floor(next() * 9999)} ${String(Math.floor(next() * 100000)).padStart(5, '0')}`,
      city: pick(LEAD_CITIES),
      source: pick(LEAD_SOURCES),
      interest: pick(LEAD_INTERESTS),
      stage,
      owner: pick(LEAD_OWNERS),
      estimatedValue: Math.round((80_000 + next() * 2_400_000) / 1000) * 1000,
      createdOn,
      nextFollowUp: open ? new Date(createdOn.getTime() + Math.floor(5 + next() * 40) * DAY_MS) : null,
    };
  });
}
