/** Copy of the careers landing page: open roles at the workshop, showroom and on site. */
export const CAREERS_SECTIONS = [
  { id: 'careers-roles', label: 'Open roles' },
  { id: 'careers-why', label: 'Why join' },
  { id: 'careers-process', label: 'How we hire' },
  { id: 'careers-apply', label: 'Apply' },
] as const;

export const ROLE_TEAMS = ['Design', 'Production', 'Installation', 'Sales'] as const;
export type RoleTeam = (typeof ROLE_TEAMS)[number];

export interface OpenRole {
  id: string;
  title: string;
  team: RoleTeam;
  place: string;
  kind: 'Full time' | 'Contract';
  pay: string;
  summary: string;
}

export const OPEN_ROLES: OpenRole[] = [
  {
    id: 'r1',
    title: 'Interior designer (kitchens)',
    team: 'Design',
    place: 'Pune showroom',
    kind: 'Full time',
    pay: '₹4.8–7.2 lakh a year',
    summary: 'Design kitchens with customers in our 3D tool and turn them into production drawings.',
  },
  {
    id: 'r2',
    title: 'Junior 3D visualiser',
    team: 'Design',
    place: 'Pune, hybrid',
    kind: 'Full time',
    pay: '₹3–4.2 lakh a year',
    summary: 'Render wardrobes and living spaces; learn materials from the workshop floor.',
  },
  {
    id: 'r3',
    title: 'Panel saw operator',
    team: 'Production',
    place: 'Chakan workshop',
    kind: 'Full time',
    pay: '₹2.6–3.6 lakh a year',
    summary: 'Run the beam saw from optimised cutting plans; keep yield and labels right.',
  },
  {
    id: 'r4',
    title: 'Edge banding machine operator',
    team: 'Production',
    place: 'Chakan workshop',
    kind: 'Full time',
    pay: '₹2.4–3.2 lakh a year',
    summary: 'Band panels in PVC and ABS, check glue lines and trim quality.',
  },
  {
    id: 'r5',
    title: 'Installation team lead',
    team: 'Installation',
    place: 'Pune sites',
    kind: 'Full time',
    pay: '₹3.6–5 lakh a year',
    summary: 'Lead a team of three installers; level, align and hand over finished rooms.',
  },
  {
    id: 'r6',
    title: 'Site measurement engineer',
    team: 'Installation',
    place: 'Pune and PCMC',
    kind: 'Contract',
    pay: '₹28,000 a month',
    summary: 'Measure homes, record points and photos, and flag site issues before design.',
  },
  {
    id: 'r7',
    title: 'Showroom sales executive',
    team: 'Sales',
    place: 'Baner showroom',
    kind: 'Full time',
    pay: '₹3–4 lakh a year plus incentive',
    summary: 'Welcome walk-ins, book site visits and follow up quotations.',
  },
];

export const BENEFITS = [
  {
    title: 'Learn the whole craft',
    text: 'Designers spend a week in the workshop; operators learn the design tool.',
  },
  {
    title: 'Health cover for your family',
    text: 'Group medical insurance of ₹5 lakh for you, your spouse and children.',
  },
  {
    title: 'Tools and safety first',
    text: 'Dust extraction, ear and eye protection, and modern machines you are trained on.',
  },
  {
    title: 'Grow with us',
    text: 'Installers have become team leads and site engineers; we promote from inside first.',
  },
];

export const HIRING_STEPS = [
  'Send your details; we reply within three working days.',
  'A 30-minute call with the team lead.',
  'A practical task: a small design, a cut on the saw, or a mock installation.',
  'An offer, and a first week with a buddy.',
];
