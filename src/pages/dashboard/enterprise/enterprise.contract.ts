/**
 * The enterprise list's URL contract: `q` (search), `plan`, `sort` and `dir`, `page`, `size`, and
 * `account` (the open account's id); and the service query a view asks for.
 */
import { defineListContract, oneOf, pageQueryOf } from '@/pages/list-kit';
import { ENTERPRISE_SORT_COLUMNS, SUBSCRIPTION_PLANS, type EnterpriseQuery } from '@/services/admin';

export const enterpriseList = defineListContract({
  filters: { plan: oneOf(SUBSCRIPTION_PLANS) },
  sortKeys: ENTERPRISE_SORT_COLUMNS,
  openRecord: 'account',
});

export type EnterpriseListState = ReturnType<typeof enterpriseList.read>;

export function enterpriseQueryOf(state: EnterpriseListState): EnterpriseQuery {
  return {
    ...pageQueryOf(state),
    plan: state.filters.plan,
  };
}
