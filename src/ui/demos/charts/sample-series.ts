/**
 * Sample figures for the chart demos, in the business's words: one furniture and panel workshop's
 * financial year (April to March), money in ₹ lakh. Fixed numbers, so demos and tests are repeatable.
 */

/** The Indian financial year runs April to March. */
export const MONTHS = ['Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec', 'Jan', 'Feb', 'Mar'];
export const QUARTERS = ['Q1', 'Q2', 'Q3', 'Q4'];

/** Invoiced sales per month, ₹ lakh. */
export const MONTHLY_SALES = {
  'FY 2024-25': [18.4, 21.2, 19.8, 23.5, 26.1, 24.7, 31.9, 35.2, 29.4, 27.8, 30.6, 38.1],
  'FY 2025-26': [22.1, 24.9, 23.0, 27.6, 30.2, 29.5, 36.8, 41.0, 33.7, 32.4, 35.9, 44.6],
} as const;
export const SALES_TARGET = [22, 23, 24, 26, 28, 29, 34, 38, 33, 32, 35, 42];
export const ORDERS_PER_MONTH = [14, 17, 15, 19, 22, 20, 27, 31, 24, 23, 26, 34];

/** Gross margin variance against plan per month, ₹ lakh (negative: below plan). */
export const MARGIN_VARIANCE = [1.2, -0.8, 0.4, 2.1, -1.5, 0.9, 3.2, 2.6, -2.2, -0.6, 1.4, 3.8];

/** Full-size sheets (8 × 4 ft) consumed by the cutting floor per month, by base material. */
export const PANEL_CONSUMPTION = {
  MDF: [120, 132, 128, 141, 150, 146, 171, 185, 160, 152, 166, 194],
  'Particle board': [88, 92, 85, 97, 104, 99, 118, 126, 109, 103, 112, 131],
  Plywood: [64, 70, 66, 72, 79, 75, 90, 98, 84, 80, 87, 102],
  HDHMR: [22, 25, 27, 30, 34, 36, 41, 46, 43, 44, 49, 57],
} as const;
export type PanelMaterial = keyof typeof PANEL_CONSUMPTION;
export const PANEL_MATERIALS = Object.keys(PANEL_CONSUMPTION) as PanelMaterial[];

/** Leads received this year, by where they came from. */
export const LEAD_SOURCES = [
  { name: 'Website', value: 412 },
  { name: 'Referral', value: 268 },
  { name: 'Architects', value: 191 },
  { name: 'Instagram', value: 176 },
  { name: 'Walk-in', value: 94 },
  { name: 'Trade fair', value: 57 },
];

/** Where this year's leads stand, by source: the pipeline stage each has reached. */
export const LEAD_STAGES = ['New', 'Contacted', 'Site visit', 'Quotation', 'Won'] as const;
export const LEADS_BY_SOURCE_AND_STAGE: Record<string, number[]> = {
  Website: [120, 104, 82, 66, 40],
  Referral: [44, 61, 58, 57, 48],
  Architects: [22, 35, 44, 48, 42],
  Instagram: [71, 48, 28, 19, 10],
};

/** The sales funnel of the year, from enquiry to order. */
export const SALES_FUNNEL = [
  { name: 'Leads', value: 1198 },
  { name: 'Qualified', value: 742 },
  { name: 'Site visits', value: 455 },
  { name: 'Quotations sent', value: 318 },
  { name: 'Orders', value: 176 },
];

/** Quotations per quarter, by status. */
export const QUOTATIONS_BY_STATUS = {
  Sent: [62, 71, 88, 97],
  Approved: [31, 38, 47, 60],
  Rejected: [14, 16, 19, 15],
} as const;
export const QUOTATION_STATUS_SHARE = [
  { name: 'Draft', value: 23 },
  { name: 'Sent', value: 41 },
  { name: 'Approved', value: 52 },
  { name: 'Rejected', value: 17 },
];

/** Open quotations: value (₹ lakh), carpet area (sq ft), chance of winning (%). */
export const OPEN_QUOTATIONS = [
  { name: 'Q-2026-041 Mehta residence', value: 14.2, area: 2100, probability: 70, category: 'Residential' },
  { name: 'Q-2026-044 Rao villa', value: 31.5, area: 4200, probability: 45, category: 'Residential' },
  { name: 'Q-2026-047 Iyer flat', value: 6.8, area: 1150, probability: 85, category: 'Residential' },
  { name: 'Q-2026-049 Kapoor duplex', value: 22.4, area: 3100, probability: 55, category: 'Residential' },
  { name: 'Q-2026-052 Sen apartment', value: 9.1, area: 1400, probability: 60, category: 'Residential' },
  { name: 'Q-2026-043 Brightline office', value: 42.0, area: 6800, probability: 35, category: 'Commercial' },
  { name: 'Q-2026-046 Café Nook', value: 11.7, area: 1600, probability: 75, category: 'Commercial' },
  { name: 'Q-2026-050 Zenith clinic', value: 18.3, area: 2400, probability: 50, category: 'Commercial' },
  { name: 'Q-2026-053 Orbit co-working', value: 36.9, area: 5900, probability: 40, category: 'Commercial' },
];

/** Cutting yield (% of sheet area used by parts) of each cutting plan of the year, by material. */
export const CUTTING_YIELD_BY_MATERIAL: Record<PanelMaterial, number[]> = {
  MDF: [78, 82, 85, 88, 80, 91, 84, 86, 79, 83, 87, 90, 76, 85],
  'Particle board': [74, 79, 81, 77, 84, 86, 72, 80, 83, 78, 88, 75],
  Plywood: [69, 73, 76, 81, 70, 78, 74, 83, 71, 77, 79, 68, 85],
  HDHMR: [80, 84, 87, 90, 82, 86, 89, 92, 85, 83, 88],
};
/** Monthly cutting yield: worst plan, average, best plan (%). */
export const MONTHLY_YIELD_RANGE = {
  low: [68, 70, 71, 69, 72, 74, 73, 75, 74, 76, 75, 77],
  average: [79, 80, 81, 80, 82, 83, 83, 84, 84, 85, 85, 86],
  high: [88, 89, 90, 89, 91, 91, 92, 92, 93, 93, 94, 94],
};
/** Cutting plans: parts on the plan and the yield reached (%). */
export const PLAN_YIELD_VS_PARTS: [number, number][] = [
  [12, 71],
  [18, 74],
  [24, 77],
  [31, 79],
  [36, 80],
  [42, 83],
  [48, 82],
  [55, 85],
  [61, 86],
  [68, 88],
  [74, 87],
  [82, 89],
  [90, 90],
  [97, 89],
  [105, 91],
  [116, 92],
  [124, 91],
  [133, 93],
];
export const TARGET_YIELD = 85;

/** Weekly buying price of an 18 mm MDF sheet (₹): open, close, low, high. */
export const MDF_SHEET_PRICE = {
  weeks: ['W1', 'W2', 'W3', 'W4', 'W5', 'W6', 'W7', 'W8', 'W9', 'W10', 'W11', 'W12'],
  ohlc: [
    [2140, 2165, 2120, 2180],
    [2165, 2150, 2135, 2190],
    [2150, 2195, 2145, 2210],
    [2195, 2230, 2180, 2245],
    [2230, 2210, 2195, 2250],
    [2210, 2260, 2205, 2275],
    [2260, 2285, 2240, 2300],
    [2285, 2270, 2255, 2310],
    [2270, 2240, 2225, 2290],
    [2240, 2275, 2230, 2290],
    [2275, 2320, 2265, 2335],
    [2320, 2345, 2300, 2360],
  ] as [number, number, number, number][],
};

/** Days from quotation approval to installation, by furniture category. */
export const LEAD_TIME_DAYS: Record<string, number[]> = {
  Wardrobes: [21, 24, 26, 28, 30, 33, 35, 38, 41],
  'Modular kitchens': [28, 31, 34, 36, 39, 42, 45, 49, 55],
  'TV units': [12, 14, 15, 17, 18, 20, 22, 25],
  'Office workstations': [25, 29, 31, 35, 38, 40, 44, 48, 52],
};

/** Site visits booked, by weekday and time slot. */
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export const VISIT_SLOTS = ['9–11', '11–13', '13–15', '15–17', '17–19'];
export const SITE_VISITS: number[][] = [
  [4, 6, 3, 5, 2],
  [5, 7, 4, 6, 3],
  [3, 5, 4, 7, 4],
  [6, 8, 5, 6, 3],
  [4, 6, 5, 8, 6],
  [9, 12, 8, 10, 7],
  [7, 9, 4, 3, 1],
];

/** Stock value on hand, ₹ lakh, by group and item. */
export const STOCK_VALUE = [
  {
    name: 'Panels',
    children: [
      { name: 'MDF 18 mm', value: 9.6 },
      { name: 'Plywood 18 mm', value: 7.2 },
      { name: 'Particle board 18 mm', value: 4.1 },
      { name: 'HDHMR 18 mm', value: 3.4 },
    ],
  },
  {
    name: 'Laminates',
    children: [
      { name: 'Merino 1 mm', value: 3.1 },
      { name: 'Greenlam 0.8 mm', value: 2.4 },
      { name: 'Acrylic', value: 1.8 },
    ],
  },
  {
    name: 'Edge bands',
    children: [
      { name: 'PVC 2 mm', value: 1.2 },
      { name: 'ABS 0.8 mm', value: 0.7 },
    ],
  },
  {
    name: 'Hardware',
    children: [
      { name: 'Hinges', value: 1.6 },
      { name: 'Drawer channels', value: 2.2 },
      { name: 'Handles', value: 0.9 },
    ],
  },
];

/** BOQ cost of one residential project by trade category, ₹ lakh. */
export const BOQ_BY_TRADE = [
  { name: 'Carpentry', value: 8.4 },
  { name: 'False ceiling', value: 2.1 },
  { name: 'Electrical', value: 1.6 },
  { name: 'Painting', value: 1.2 },
  { name: 'Civil', value: 0.9 },
  { name: 'Transport', value: 0.4 },
];
/** The same project: budget against actual per trade, ₹ lakh (negative variance: over budget). */
export const BOQ_BUDGET_VARIANCE = [
  { name: 'Carpentry', value: -0.6 },
  { name: 'False ceiling', value: 0.3 },
  { name: 'Electrical', value: -0.2 },
  { name: 'Painting', value: 0.15 },
  { name: 'Civil', value: 0.4 },
  { name: 'Transport', value: -0.1 },
];

/** Laminate suppliers scored 1–5 by the purchase team. */
export const SUPPLIER_CRITERIA = ['Price', 'Quality', 'Delivery', 'Range', 'Credit terms', 'Support'];
export const SUPPLIER_SCORES = [
  { name: 'Merino', value: [3, 5, 4, 5, 3, 4] },
  { name: 'Greenlam', value: [4, 4, 4, 4, 4, 3] },
  { name: 'Local dealer', value: [5, 3, 3, 2, 5, 3] },
];

/** Appointments booked this quarter, by type. */
export const APPOINTMENTS_BY_TYPE = [
  { name: 'Site visit', value: 86 },
  { name: 'Design query', value: 64 },
  { name: 'Follow-up', value: 52 },
  { name: 'Demo', value: 31 },
  { name: 'Interview', value: 9 },
];

/** Progress of this quarter's targets, %. */
export const QUARTER_TARGETS = [
  { name: 'Sales', value: 82 },
  { name: 'Orders', value: 74 },
  { name: 'Installations', value: 61 },
  { name: 'Collections', value: 90 },
];

/** Designers' open designs by status. */
export const DESIGNERS = ['Anita', 'Farhan', 'Meera', 'Vikram', 'Sara'];
export const DESIGNER_WORKLOAD = {
  'In progress': [5, 3, 6, 4, 2],
  'Client review': [2, 4, 1, 3, 2],
  Revision: [1, 2, 2, 0, 1],
} as const;

/** Stages of three projects on the shop floor (ISO dates). */
export const PROJECT_STAGES = ['Recce', 'Design', 'Production', 'Installation'] as const;
export const PROJECT_SCHEDULE = [
  { project: 'Mehta residence', stage: 'Recce', start: '2026-04-01', end: '2026-04-04' },
  { project: 'Mehta residence', stage: 'Design', start: '2026-04-05', end: '2026-04-18' },
  { project: 'Mehta residence', stage: 'Production', start: '2026-04-20', end: '2026-05-08' },
  { project: 'Mehta residence', stage: 'Installation', start: '2026-05-10', end: '2026-05-16' },
  { project: 'Café Nook', stage: 'Recce', start: '2026-04-08', end: '2026-04-09' },
  { project: 'Café Nook', stage: 'Design', start: '2026-04-10', end: '2026-04-24' },
  { project: 'Café Nook', stage: 'Production', start: '2026-04-27', end: '2026-05-12' },
  { project: 'Café Nook', stage: 'Installation', start: '2026-05-14', end: '2026-05-18' },
  { project: 'Zenith clinic', stage: 'Recce', start: '2026-04-15', end: '2026-04-17' },
  { project: 'Zenith clinic', stage: 'Design', start: '2026-04-18', end: '2026-05-06' },
  { project: 'Zenith clinic', stage: 'Production', start: '2026-05-08', end: '2026-05-29' },
  { project: 'Zenith clinic', stage: 'Installation', start: '2026-06-01', end: '2026-06-06' },
] as const;

/** Planned against actual days per stage, averaged over last year's projects. */
export const STAGE_DAYS = {
  planned: [3, 14, 18, 6],
  actual: [4, 17, 21, 7],
};
