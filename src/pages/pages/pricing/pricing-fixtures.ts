/** The plans of the business's 3D design tool, as sold to designers and dealers. Prices in rupees. */
export type BillingCycle = 'monthly' | 'yearly';

export interface Plan {
  id: 'trial' | 'basic' | 'pro' | 'elite';
  name: string;
  audience: string;
  /** Price per month when billed monthly; 0 for the trial. */
  monthly: number;
  highlighted?: boolean;
}

/** Yearly billing charges ten months for twelve. */
export const YEARLY_MONTHS_CHARGED = 10;

export const PLANS: Plan[] = [
  { id: 'trial', name: 'Free trial', audience: '14 days to try the design tool', monthly: 0 },
  { id: 'basic', name: 'Basic', audience: 'Independent carpenters and small studios', monthly: 1499 },
  {
    id: 'pro',
    name: 'Pro',
    audience: 'Interior designers with regular projects',
    monthly: 3499,
    highlighted: true,
  },
  { id: 'elite', name: 'Elite', audience: 'Dealers and teams with a showroom', monthly: 7999 },
];

export type FeatureValue = boolean | string;
export interface PlanFeature {
  name: string;
  values: Record<Plan['id'], FeatureValue>;
}

export const FEATURES: PlanFeature[] = [
  { name: 'Projects', values: { trial: '2', basic: '10 a month', pro: 'Unlimited', elite: 'Unlimited' } },
  { name: '3D renders a month', values: { trial: '10', basic: '100', pro: '500', elite: 'Unlimited' } },
  { name: 'Kitchen and wardrobe modules', values: { trial: true, basic: true, pro: true, elite: true } },
  { name: 'Cut list and BOQ export', values: { trial: false, basic: true, pro: true, elite: true } },
  { name: 'Quotation with your logo', values: { trial: false, basic: true, pro: true, elite: true } },
  { name: 'Panel cutting optimizer', values: { trial: false, basic: false, pro: true, elite: true } },
  { name: 'Team seats', values: { trial: '1', basic: '1', pro: '3', elite: '10' } },
  {
    name: 'Own laminate and hardware catalogue',
    values: { trial: false, basic: false, pro: true, elite: true },
  },
  { name: 'Account manager', values: { trial: false, basic: false, pro: false, elite: true } },
];

export function planPrice(plan: Plan, cycle: BillingCycle): { amount: number; per: string } {
  return cycle === 'monthly'
    ? { amount: plan.monthly, per: 'month' }
    : { amount: plan.monthly * YEARLY_MONTHS_CHARGED, per: 'year' };
}
