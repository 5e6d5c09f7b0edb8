import type { SawSettings } from './types.ts';

/** The saw as the shop runs it: 4 mm kerf, 10 mm trimmed off each edge, three stages. */
export const SHOP_SETTINGS: SawSettings = {
  kerf: 4,
  trim: 10,
  stages: 3,
  firstCut: 'either',
  minOffcutLength: 300,
  minOffcutWidth: 100,
};
