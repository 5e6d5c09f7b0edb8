/**
 * The jobs app's demo content: companies of the furniture and panel trade that are hiring, their openings
 * (the FPW workshop's own postings among them) and candidates. Schemas sit beside the fixtures because the
 * demo stores validate what they read back from localStorage against them.
 */
import { z } from 'zod';

/** The business this workspace belongs to: its postings are the ones the jobs list manages. */
export const OWN_COMPANY_ID = 'c-fpw';

export const INDUSTRIES = [
  'Custom furniture',
  'Panel processing',
  'Modular kitchens',
  'Hardware and fittings',
  'Laminates and surfaces',
  'Interior design',
] as const;
export const CITIES = ['Pune', 'Mumbai', 'Bengaluru', 'Hyderabad', 'Chennai', 'Delhi NCR'] as const;
export const TEAMS = ['Design', 'Production', 'Installation', 'Sales', 'Accounts'] as const;
export const JOB_TYPES = ['Full time', 'Part time', 'Contract', 'Internship'] as const;
export const JOB_STATUSES = ['Open', 'Closed'] as const;

export const companySchema = z.object({
  id: z.string(),
  name: z.string(),
  industry: z.enum(INDUSTRIES),
  city: z.enum(CITIES),
  employees: z.number().int().positive(),
  founded: z.number().int(),
  rating: z.number().min(0).max(5),
  about: z.string(),
  website: z.string(),
});
export type Company = z.infer<typeof companySchema>;

export const jobSchema = z.object({
  id: z.string(),
  title: z.string(),
  companyId: z.string(),
  team: z.enum(TEAMS),
  type: z.enum(JOB_TYPES),
  city: z.enum(CITIES),
  /** Years of experience asked for, at least. */
  minExperience: z.number().int().min(0),
  /** Monthly pay in rupees. */
  payFrom: z.number().int().positive(),
  payTo: z.number().int().positive(),
  openings: z.number().int().positive(),
  applicants: z.number().int().min(0),
  postedOn: z.string(),
  status: z.enum(JOB_STATUSES),
  summary: z.string(),
  description: z.string(),
  responsibilities: z.array(z.string()),
  requirements: z.array(z.string()),
  skills: z.array(z.string()),
});
export type Job = z.infer<typeof jobSchema>;

export const careerStepSchema = z.object({
  role: z.string(),
  employer: z.string(),
  from: z.string(),
  /** Null while the candidate still holds the role. */
  to: z.string().nullable(),
  summary: z.string(),
});
export type CareerStep = z.infer<typeof careerStepSchema>;

export interface CandidateDocument {
  name: string;
  kind: 'CV' | 'Portfolio' | 'Certificate' | 'ID proof';
  sizeKb: number;
}

export interface Candidate {
  id: string;
  name: string;
  headline: string;
  city: (typeof CITIES)[number];
  experienceYears: number;
  skills: string[];
  /** Monthly, rupees. */
  expectedPay: number;
  noticeDays: number;
  email: string;
  phone: string;
  about: string;
  appliedForJobId: string;
  career: CareerStep[];
  education: string;
  documents: CandidateDocument[];
}

export const COMPANIES: Company[] = [
  {
    id: OWN_COMPANY_ID,
    name: 'FPW Furniture and Panels',
    industry: 'Custom furniture',
    city: 'Pune',
    employees: 140,
    founded: 2009,
    rating: 4.4,
    about:
      'Made-to-measure kitchens, wardrobes and office furniture from our Chakan workshop: site survey, design, panel cutting, edge banding and installation under one roof.',
    website: 'fpw.example.in',
  },
  {
    id: 'c-boardline',
    name: 'Boardline Panel Processing',
    industry: 'Panel processing',
    city: 'Bengaluru',
    employees: 85,
    founded: 2014,
    rating: 4.1,
    about: 'Cut-to-size and edge-banded panels for carpenters and interior firms, delivered in 48 hours.',
    website: 'boardline.example.in',
  },
  {
    id: 'c-kitchenkraft',
    name: 'KitchenKraft Modular',
    industry: 'Modular kitchens',
    city: 'Mumbai',
    employees: 220,
    founded: 2006,
    rating: 4.2,
    about: 'Modular kitchens and wardrobes with showrooms across Mumbai and Thane.',
    website: 'kitchenkraft.example.in',
  },
  {
    id: 'c-hingeworks',
    name: 'HingeWorks Fittings',
    industry: 'Hardware and fittings',
    city: 'Delhi NCR',
    employees: 60,
    founded: 2017,
    rating: 3.9,
    about: 'Soft-close hinges, drawer runners and lift-ups supplied to furniture makers nationwide.',
    website: 'hingeworks.example.in',
  },
  {
    id: 'c-laminova',
    name: 'Laminova Surfaces',
    industry: 'Laminates and surfaces',
    city: 'Hyderabad',
    employees: 310,
    founded: 2001,
    rating: 4.0,
    about: 'Decorative laminates, acrylic shutters and PVC edge bands in 600 finishes.',
    website: 'laminova.example.in',
  },
  {
    id: 'c-spacecraft',
    name: 'Spacecraft Interiors',
    industry: 'Interior design',
    city: 'Chennai',
    employees: 45,
    founded: 2019,
    rating: 4.6,
    about: 'Turnkey home interiors: design, execution and handover in 45 days.',
    website: 'spacecraft.example.in',
  },
  {
    id: 'c-woodhaus',
    name: 'Woodhaus Office Systems',
    industry: 'Custom furniture',
    city: 'Bengaluru',
    employees: 130,
    founded: 2011,
    rating: 3.8,
    about: 'Workstations, storage walls and meeting tables for offices and co-working spaces.',
    website: 'woodhaus.example.in',
  },
  {
    id: 'c-pressline',
    name: 'Pressline Laminators',
    industry: 'Panel processing',
    city: 'Pune',
    employees: 40,
    founded: 2016,
    rating: 4.3,
    about: 'Hot-press and membrane-press laminating of MDF and HDHMR boards on contract.',
    website: 'pressline.example.in',
  },
];

interface JobSeed {
  id: string;
  title: string;
  companyId: string;
  team: Job['team'];
  type: Job['type'];
  city: Job['city'];
  minExperience: number;
  payFrom: number;
  payTo: number;
  openings?: number;
  applicants: number;
  postedOn: string;
  status?: Job['status'];
  summary: string;
  responsibilities: string[];
  requirements: string[];
  skills: string[];
}

const job = (seed: JobSeed): Job => ({
  openings: 1,
  status: 'Open',
  ...seed,
  description: `${seed.summary} You will join a team that turns measured sites into furniture that fits to the millimetre, and work with the people before and after you in that chain.`,
});

export const JOBS: Job[] = [
  job({
    id: 'j-cnc-operator',
    title: 'CNC router operator',
    companyId: OWN_COMPANY_ID,
    team: 'Production',
    type: 'Full time',
    city: 'Pune',
    minExperience: 2,
    payFrom: 26_000,
    payTo: 34_000,
    openings: 2,
    applicants: 18,
    postedOn: '2026-11-18',
    summary: 'Run our nesting CNC router on MDF, HDHMR and plywood panels from the day’s cutting plans.',
    responsibilities: [
      'Load cutting plans, set tools and zero the machine at the start of each shift',
      'Check the first part of every sheet against the drawing',
      'Label parts and stack them for edge banding',
    ],
    requirements: ['ITI or diploma', 'Two years on a CNC router or panel saw', 'Can read a cutting list'],
    skills: ['CNC routing', 'Panel cutting', 'Tool changing'],
  }),
  job({
    id: 'j-edge-banding',
    title: 'Edge-banding machine operator',
    companyId: OWN_COMPANY_ID,
    team: 'Production',
    type: 'Full time',
    city: 'Pune',
    minExperience: 1,
    payFrom: 20_000,
    payTo: 26_000,
    applicants: 11,
    postedOn: '2026-11-14',
    summary: 'Band panel edges with PVC and ABS tape, keeping glue lines thin and corners clean.',
    responsibilities: [
      'Set glue temperature and trimming units for each band thickness',
      'Inspect and rework edges before parts leave the line',
      'Keep the machine clean and log tape consumption',
    ],
    requirements: ['One year on an automatic edge bander', 'Eye for finish'],
    skills: ['Edge banding', 'Quality checks'],
  }),
  job({
    id: 'j-interior-designer',
    title: 'Interior designer, kitchens and wardrobes',
    companyId: OWN_COMPANY_ID,
    team: 'Design',
    type: 'Full time',
    city: 'Pune',
    minExperience: 3,
    payFrom: 45_000,
    payTo: 65_000,
    applicants: 27,
    postedOn: '2026-11-10',
    summary:
      'Design modular kitchens and wardrobes from site measurements and turn them into production drawings.',
    responsibilities: [
      'Meet clients with the sales team and capture their brief',
      'Prepare 3D designs, renders and the bill of quantities',
      'Hand over approved designs to production with a clean cut list',
    ],
    requirements: ['Degree or diploma in interior design', 'Three years designing modular furniture'],
    skills: ['3D design', 'Space planning', 'Client presentations'],
  }),
  job({
    id: 'j-site-surveyor',
    title: 'Site surveyor',
    companyId: OWN_COMPANY_ID,
    team: 'Installation',
    type: 'Contract',
    city: 'Mumbai',
    minExperience: 1,
    payFrom: 22_000,
    payTo: 30_000,
    applicants: 9,
    postedOn: '2026-11-06',
    summary: 'Measure homes and offices before design: walls, openings, plumbing and electrical points.',
    responsibilities: [
      'Visit sites, measure rooms and photograph walls and services',
      'Record the six survey stages in the app the same day',
      'Flag out-of-square walls and uneven floors to the designer',
    ],
    requirements: ['Two-wheeler and licence', 'Comfortable with a laser measure'],
    skills: ['Site measurement', 'Sketching'],
  }),
  job({
    id: 'j-sales-executive',
    title: 'Showroom sales executive',
    companyId: OWN_COMPANY_ID,
    team: 'Sales',
    type: 'Full time',
    city: 'Pune',
    minExperience: 2,
    payFrom: 28_000,
    payTo: 40_000,
    applicants: 31,
    postedOn: '2026-10-30',
    status: 'Closed',
    summary: 'Turn showroom visitors and leads into kitchen and wardrobe orders.',
    responsibilities: [
      'Walk visitors through finishes, hardware and price ranges',
      'Follow up leads and book site surveys',
      'Prepare quotations with the design team',
    ],
    requirements: ['Two years in furniture or interiors sales', 'Fluent Marathi, Hindi and English'],
    skills: ['Consultative selling', 'Quotations', 'CRM'],
  }),
  job({
    id: 'j-installer',
    title: 'Furniture installer',
    companyId: OWN_COMPANY_ID,
    team: 'Installation',
    type: 'Full time',
    city: 'Pune',
    minExperience: 0,
    payFrom: 18_000,
    payTo: 24_000,
    openings: 3,
    applicants: 14,
    postedOn: '2026-10-24',
    summary: 'Assemble and fix kitchens and wardrobes at clients’ homes with a senior fitter.',
    responsibilities: [
      'Assemble carcasses and fit shutters',
      'Align hinges and channels',
      'Leave the site clean',
    ],
    requirements: ['Willing to learn; we train freshers'],
    skills: ['Assembly', 'Hardware fitting'],
  }),
  job({
    id: 'j-accounts-intern',
    title: 'Accounts intern',
    companyId: OWN_COMPANY_ID,
    team: 'Accounts',
    type: 'Internship',
    city: 'Pune',
    minExperience: 0,
    payFrom: 12_000,
    payTo: 15_000,
    applicants: 22,
    postedOn: '2026-10-20',
    summary: 'Help the accounts team with purchase bills, GST returns and client payment follow-ups.',
    responsibilities: ['Enter purchase bills', 'Reconcile client payments against stages'],
    requirements: ['B.Com student or graduate'],
    skills: ['Tally', 'GST', 'Excel'],
  }),
  job({
    id: 'j-panel-saw',
    title: 'Panel saw operator',
    companyId: 'c-boardline',
    team: 'Production',
    type: 'Full time',
    city: 'Bengaluru',
    minExperience: 3,
    payFrom: 24_000,
    payTo: 32_000,
    applicants: 7,
    postedOn: '2026-11-16',
    summary: 'Cut boards to size on a beam saw from optimised cutting plans with minimum offcuts.',
    responsibilities: ['Run the beam saw', 'Store usable offcuts', 'Maintain blades'],
    requirements: ['Three years on a panel or beam saw'],
    skills: ['Panel cutting', 'Beam saw'],
  }),
  job({
    id: 'j-kitchen-designer',
    title: 'Kitchen designer',
    companyId: 'c-kitchenkraft',
    team: 'Design',
    type: 'Full time',
    city: 'Mumbai',
    minExperience: 4,
    payFrom: 55_000,
    payTo: 80_000,
    applicants: 19,
    postedOn: '2026-11-12',
    summary: 'Design premium modular kitchens for showroom clients in Mumbai.',
    responsibilities: ['Design kitchens to brief and budget', 'Present renders', 'Check site feasibility'],
    requirements: ['Four years designing kitchens'],
    skills: ['3D design', 'Kitchen planning', 'Client presentations'],
  }),
  job({
    id: 'j-territory-sales',
    title: 'Territory sales manager',
    companyId: 'c-hingeworks',
    team: 'Sales',
    type: 'Full time',
    city: 'Delhi NCR',
    minExperience: 5,
    payFrom: 60_000,
    payTo: 90_000,
    applicants: 12,
    postedOn: '2026-11-08',
    summary: 'Grow hinge and runner sales to furniture makers across the NCR.',
    responsibilities: ['Visit factories and dealers', 'Run product demos', 'Meet monthly targets'],
    requirements: ['Five years in building-material or hardware sales'],
    skills: ['Consultative selling', 'Dealer management'],
  }),
  job({
    id: 'j-press-operator',
    title: 'Hot press operator',
    companyId: 'c-pressline',
    team: 'Production',
    type: 'Contract',
    city: 'Pune',
    minExperience: 1,
    payFrom: 19_000,
    payTo: 25_000,
    applicants: 5,
    postedOn: '2026-11-04',
    summary: 'Laminate MDF and HDHMR boards on a hot press, watching glue spread and pressure.',
    responsibilities: ['Prepare glue and boards', 'Run press cycles', 'Inspect for bubbles and lifting'],
    requirements: ['One year on a hot press'],
    skills: ['Hot pressing', 'Quality checks'],
  }),
  job({
    id: 'j-site-supervisor',
    title: 'Site supervisor',
    companyId: 'c-spacecraft',
    team: 'Installation',
    type: 'Full time',
    city: 'Chennai',
    minExperience: 4,
    payFrom: 35_000,
    payTo: 48_000,
    applicants: 8,
    postedOn: '2026-10-28',
    summary: 'Run interior sites from demolition to handover, keeping carpenters and vendors on schedule.',
    responsibilities: ['Plan daily work', 'Check quality at each stage', 'Report progress to clients'],
    requirements: ['Four years supervising interior sites'],
    skills: ['Site management', 'Site measurement'],
  }),
  job({
    id: 'j-surface-designer',
    title: 'Surface design intern',
    companyId: 'c-laminova',
    team: 'Design',
    type: 'Internship',
    city: 'Hyderabad',
    minExperience: 0,
    payFrom: 15_000,
    payTo: 18_000,
    applicants: 40,
    postedOn: '2026-10-22',
    summary: 'Help create new laminate decors: wood grains, stones and solid colours.',
    responsibilities: ['Scan and retouch samples', 'Prepare decor sheets'],
    requirements: ['Design student with a portfolio'],
    skills: ['Photoshop', 'Colour matching'],
  }),
  job({
    id: 'j-workstation-estimator',
    title: 'Estimator, office workstations',
    companyId: 'c-woodhaus',
    team: 'Sales',
    type: 'Part time',
    city: 'Bengaluru',
    minExperience: 2,
    payFrom: 25_000,
    payTo: 32_000,
    applicants: 6,
    postedOn: '2026-10-18',
    summary: 'Price office furniture tenders from drawings: boards, hardware, labour and transport.',
    responsibilities: [
      'Take off quantities from layouts',
      'Build bills of quantities',
      'Support the sales team',
    ],
    requirements: ['Two years estimating furniture or interiors'],
    skills: ['Quotations', 'Excel', 'BOQ'],
  }),
];

export const CANDIDATES: Candidate[] = [
  {
    id: 'cd-ravi',
    name: 'Ravi Patil',
    headline: 'CNC router operator',
    city: 'Pune',
    experienceYears: 4,
    skills: ['CNC routing', 'Panel cutting', 'Tool changing'],
    expectedPay: 32_000,
    noticeDays: 30,
    email: 'ravi.patil@example.in',
    phone: '+91 98220 11234',
    about: 'Four years on Biesse and HOMAG nesting routers; comfortable with cutting plans and labels.',
    appliedForJobId: 'j-cnc-operator',
    career: [
      {
        role: 'CNC operator',
        employer: 'Boardline Panel Processing',
        from: '2023-04',
        to: null,
        summary: 'Runs the nesting router on two shifts; trained three helpers.',
      },
      {
        role: 'Panel saw helper',
        employer: 'Pressline Laminators',
        from: '2021-06',
        to: '2023-03',
        summary: 'Cut boards to size and handled offcut storage.',
      },
    ],
    education: 'ITI, Machinist, Pune (2021)',
    documents: [
      { name: 'Ravi-Patil-CV.pdf', kind: 'CV', sizeKb: 182 },
      { name: 'ITI-certificate.pdf', kind: 'Certificate', sizeKb: 420 },
    ],
  },
  {
    id: 'cd-sneha',
    name: 'Sneha Kulkarni',
    headline: 'Interior designer',
    city: 'Pune',
    experienceYears: 6,
    skills: ['3D design', 'Space planning', 'Client presentations', 'Kitchen planning'],
    expectedPay: 62_000,
    noticeDays: 60,
    email: 'sneha.kulkarni@example.in',
    phone: '+91 98901 45678',
    about: 'Designs kitchens and wardrobes people can actually build: every render comes with a cut list.',
    appliedForJobId: 'j-interior-designer',
    career: [
      {
        role: 'Senior designer',
        employer: 'KitchenKraft Modular',
        from: '2022-01',
        to: null,
        summary: 'Leads a team of three designers for the Thane showroom.',
      },
      {
        role: 'Designer',
        employer: 'Spacecraft Interiors',
        from: '2019-07',
        to: '2021-12',
        summary: 'Designed 120 homes end to end.',
      },
    ],
    education: 'B.Des, Interior Design, MIT Institute of Design (2019)',
    documents: [
      { name: 'Sneha-Kulkarni-CV.pdf', kind: 'CV', sizeKb: 240 },
      { name: 'Portfolio-2026.pdf', kind: 'Portfolio', sizeKb: 8_400 },
    ],
  },
  {
    id: 'cd-arjun',
    name: 'Arjun Nair',
    headline: 'Site surveyor',
    city: 'Mumbai',
    experienceYears: 2,
    skills: ['Site measurement', 'Sketching'],
    expectedPay: 27_000,
    noticeDays: 15,
    email: 'arjun.nair@example.in',
    phone: '+91 99300 22871',
    about: 'Measures two to three sites a day across Mumbai with laser and tape; careful with services.',
    appliedForJobId: 'j-site-surveyor',
    career: [
      {
        role: 'Surveyor',
        employer: 'Spacecraft Interiors',
        from: '2024-08',
        to: null,
        summary: 'Site surveys for kitchens and wardrobes.',
      },
    ],
    education: 'Diploma, Civil Engineering (2024)',
    documents: [{ name: 'Arjun-Nair-CV.pdf', kind: 'CV', sizeKb: 150 }],
  },
  {
    id: 'cd-meena',
    name: 'Meena Iyer',
    headline: 'Sales executive, interiors',
    city: 'Chennai',
    experienceYears: 5,
    skills: ['Consultative selling', 'Quotations', 'CRM'],
    expectedPay: 42_000,
    noticeDays: 30,
    email: 'meena.iyer@example.in',
    phone: '+91 94440 33912',
    about: 'Closes kitchen and wardrobe orders from showroom walk-ins; strong follow-up discipline.',
    appliedForJobId: 'j-sales-executive',
    career: [
      {
        role: 'Sales executive',
        employer: 'Spacecraft Interiors',
        from: '2021-02',
        to: null,
        summary: 'Converted 28 % of qualified leads in 2025.',
      },
      {
        role: 'Sales trainee',
        employer: 'Laminova Surfaces',
        from: '2020-06',
        to: '2021-01',
        summary: 'Dealer visits and sample distribution.',
      },
    ],
    education: 'BBA, University of Madras (2020)',
    documents: [
      { name: 'Meena-Iyer-CV.pdf', kind: 'CV', sizeKb: 198 },
      { name: 'Aadhaar.pdf', kind: 'ID proof', sizeKb: 96 },
    ],
  },
  {
    id: 'cd-imran',
    name: 'Imran Shaikh',
    headline: 'Edge-banding operator',
    city: 'Pune',
    experienceYears: 1,
    skills: ['Edge banding', 'Quality checks'],
    expectedPay: 22_000,
    noticeDays: 7,
    email: 'imran.shaikh@example.in',
    phone: '+91 97650 80112',
    about: 'One year on an automatic edge bander with pre-milling; handles 0.8 mm and 2 mm tapes.',
    appliedForJobId: 'j-edge-banding',
    career: [
      {
        role: 'Edge-banding operator',
        employer: 'Pressline Laminators',
        from: '2025-09',
        to: null,
        summary: 'Runs the edge bander for contract panels.',
      },
    ],
    education: 'ITI, Carpentry (2025)',
    documents: [{ name: 'Imran-Shaikh-CV.pdf', kind: 'CV', sizeKb: 120 }],
  },
  {
    id: 'cd-kavya',
    name: 'Kavya Reddy',
    headline: 'Kitchen designer',
    city: 'Hyderabad',
    experienceYears: 3,
    skills: ['3D design', 'Kitchen planning', 'Colour matching'],
    expectedPay: 48_000,
    noticeDays: 30,
    email: 'kavya.reddy@example.in',
    phone: '+91 90000 45123',
    about: 'Kitchen layouts and finish schedules; good with laminate and acrylic combinations.',
    appliedForJobId: 'j-interior-designer',
    career: [
      {
        role: 'Designer',
        employer: 'Laminova Surfaces',
        from: '2023-05',
        to: null,
        summary: 'Designs display kitchens for the experience centre.',
      },
    ],
    education: 'Diploma, Interior Design (2023)',
    documents: [
      { name: 'Kavya-Reddy-CV.pdf', kind: 'CV', sizeKb: 210 },
      { name: 'Kitchens-portfolio.pdf', kind: 'Portfolio', sizeKb: 5_100 },
    ],
  },
  {
    id: 'cd-deepak',
    name: 'Deepak Singh',
    headline: 'Installation lead',
    city: 'Delhi NCR',
    experienceYears: 8,
    skills: ['Assembly', 'Hardware fitting', 'Site management'],
    expectedPay: 40_000,
    noticeDays: 30,
    email: 'deepak.singh@example.in',
    phone: '+91 98110 56789',
    about: 'Leads a crew of four fitters; kitchens, wardrobes and office workstations.',
    appliedForJobId: 'j-installer',
    career: [
      {
        role: 'Installation lead',
        employer: 'Woodhaus Office Systems',
        from: '2020-01',
        to: null,
        summary: 'Installed 300+ workstations a year.',
      },
      {
        role: 'Fitter',
        employer: 'HingeWorks Fittings',
        from: '2017-03',
        to: '2019-12',
        summary: 'Hardware demos and fitting at dealer sites.',
      },
    ],
    education: 'Class XII (2016)',
    documents: [{ name: 'Deepak-Singh-CV.pdf', kind: 'CV', sizeKb: 134 }],
  },
  {
    id: 'cd-farah',
    name: 'Farah Khan',
    headline: 'Accounts assistant',
    city: 'Pune',
    experienceYears: 0,
    skills: ['Tally', 'GST', 'Excel'],
    expectedPay: 14_000,
    noticeDays: 0,
    email: 'farah.khan@example.in',
    phone: '+91 90490 77881',
    about: 'Final-year B.Com student looking for an internship in a manufacturing company.',
    appliedForJobId: 'j-accounts-intern',
    career: [],
    education: 'B.Com (final year), Savitribai Phule Pune University',
    documents: [{ name: 'Farah-Khan-CV.pdf', kind: 'CV', sizeKb: 88 }],
  },
];

export const companyById = (id: string): Company | undefined =>
  COMPANIES.find((company) => company.id === id);
export const candidateById = (id: string): Candidate | undefined =>
  CANDIDATES.find((candidate) => candidate.id === id);
