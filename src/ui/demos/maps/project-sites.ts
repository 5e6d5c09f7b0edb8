/** Sample project sites of a Bengaluru workshop, for the map demos. Three sit close together in Koramangala to show clustering. */
import type { ProjectSite, SiteBoundary } from '@/ui';

/** The plot of the Orbit co-working fit-out, as surveyed at the recce. */
export const ORBIT_SITE: ProjectSite = {
  id: 'P-2026-011',
  name: 'Orbit co-working',
  position: [12.9784, 77.6408],
  description: 'Quotation · Indiranagar',
};

export const PROJECT_SITES: ProjectSite[] = [
  {
    id: 'P-2026-014',
    name: 'Mehta residence',
    position: [12.9352, 77.6245],
    description: 'Production · Koramangala 5th Block',
  },
  {
    id: 'P-2026-017',
    name: 'Café Nook',
    position: [12.9338, 77.6262],
    description: 'Installation · Koramangala 6th Block',
  },
  {
    id: 'P-2026-021',
    name: 'Zenith clinic',
    position: [12.9367, 77.6229],
    description: 'Design · Koramangala 4th Block',
  },
  { id: 'P-2026-009', name: 'Rao villa', position: [12.9698, 77.75], description: 'Recce · Whitefield' },
  ORBIT_SITE,
  { id: 'P-2026-019', name: 'Iyer flat', position: [12.9116, 77.6474], description: 'Design · HSR Layout' },
  {
    id: 'P-2026-023',
    name: 'Kapoor duplex',
    position: [13.0358, 77.597],
    description: 'Production · Hebbal',
  },
  {
    id: 'P-2026-025',
    name: 'Sen apartment',
    position: [12.925, 77.5938],
    description: 'Installation · Jayanagar',
  },
];

export const ORBIT_BOUNDARY: SiteBoundary = {
  name: 'Orbit co-working plot',
  points: [
    [12.9789, 77.6401],
    [12.979, 77.6414],
    [12.978, 77.6416],
    [12.9778, 77.6403],
  ],
};
