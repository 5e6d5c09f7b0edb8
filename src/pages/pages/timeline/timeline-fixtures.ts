/** Project histories for the timeline page: from first enquiry to handover. */
export type MilestoneKind =
  'enquiry' | 'visit' | 'design' | 'payment' | 'production' | 'installation' | 'handover';

export interface Milestone {
  id: string;
  kind: MilestoneKind;
  title: string;
  detail: string;
  by: string;
  /** ISO date. */
  on: string;
}

export interface ProjectHistory {
  id: string;
  name: string;
  client: string;
  milestones: Milestone[];
}

export const PROJECT_HISTORIES: ProjectHistory[] = [
  {
    id: 'sharma-kitchen',
    name: 'Sharma modular kitchen',
    client: 'Anita Sharma, Kothrud',
    milestones: [
      {
        id: 's1',
        kind: 'enquiry',
        title: 'Enquiry from the website',
        detail: 'L-shaped kitchen, 3.2 m × 2.4 m, wants a tall unit for the oven.',
        by: 'Priya (sales)',
        on: '2026-09-02',
      },
      {
        id: 's2',
        kind: 'visit',
        title: 'Site measured',
        detail: 'Walls out of square by 12 mm; window sill at 1,050 mm limits the wall units.',
        by: 'Rahul (site engineer)',
        on: '2026-09-06',
      },
      {
        id: 's3',
        kind: 'design',
        title: 'Design signed off',
        detail: 'Second revision: acrylic shutters in sage, quartz top, handle-less profile.',
        by: 'Meera (designer)',
        on: '2026-09-20',
      },
      {
        id: 's4',
        kind: 'payment',
        title: '50% advance received',
        detail: '₹2,43,000 against quotation QT-2311 v3.',
        by: 'Accounts',
        on: '2026-09-22',
      },
      {
        id: 's5',
        kind: 'production',
        title: 'Panels cut and edge-banded',
        detail: '14 sheets of 18 mm HDHMR, yield 90%. 212 parts labelled.',
        by: 'Workshop',
        on: '2026-10-14',
      },
      {
        id: 's6',
        kind: 'installation',
        title: 'Installation, day 3 of 3',
        detail: 'Carcasses levelled, shutters aligned, skirting and profile lights fixed.',
        by: 'Team B',
        on: '2026-10-30',
      },
      {
        id: 's7',
        kind: 'handover',
        title: 'Handed over',
        detail: 'Checklist signed; care guide and warranty card given to the client.',
        by: 'Rahul (site engineer)',
        on: '2026-11-01',
      },
    ],
  },
  {
    id: 'mehta-wardrobes',
    name: 'Mehta bedroom wardrobes',
    client: 'Kunal Mehta, Baner',
    milestones: [
      {
        id: 'm1',
        kind: 'enquiry',
        title: 'Referral from the Sharma family',
        detail: 'Two sliding wardrobes and a study unit.',
        by: 'Priya (sales)',
        on: '2026-10-18',
      },
      {
        id: 'm2',
        kind: 'visit',
        title: 'Site measured',
        detail: 'Ceiling height 2,890 mm: loft units above both wardrobes.',
        by: 'Rahul (site engineer)',
        on: '2026-10-24',
      },
      {
        id: 'm3',
        kind: 'design',
        title: 'First design shared',
        detail: 'Three shutter options: walnut laminate, frosted glass, PU white.',
        by: 'Meera (designer)',
        on: '2026-11-08',
      },
    ],
  },
];
