/**
 * Links from the CRM figures to the lists behind them, in the leads list's URL contract: `owner`
 * (a staff id or `me`), `campaign`, `stage`, `status`, `source`, `due` (overdue | today | week |
 * none) and `lead` (the lead whose drawer is open).
 */
import { href } from '@/routes/paths';

export interface LeadListFilters {
  owner?: string | undefined;
  campaign?: string | undefined;
  stage?: string | undefined;
  status?: string | undefined;
  source?: string | undefined;
  due?: 'overdue' | 'today' | 'week' | 'none' | undefined;
}

export const leadsHref = (filters: LeadListFilters = {}) => href('/dashboard/leads', { ...filters });
export const leadHref = (id: string) => href('/dashboard/leads', { lead: id });
export const dealsHref = (filters: Record<string, string | undefined> = {}) =>
  href('/dashboard/deals', filters);
export const appointmentsHref = () => href('/dashboard/appointments');
export const campaignsHref = () => href('/dashboard/campaigns');
