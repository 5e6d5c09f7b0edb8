/**
 * The subscriber list's URL contract: `q` (search), `plan`, `status`, `city`, `sort` and `dir`,
 * `page`, `size` and `subscriber` (the open drawer); and the service query a view asks for. The
 * URL is the table's state, so links from the dashboard and the back button land on a view.
 */
import { anyText, defineListContract, oneOf, pageQueryOf } from '@/pages/list-kit';
import {
  SUBSCRIBER_SORT_COLUMNS,
  SUBSCRIBER_STATUSES,
  SUBSCRIPTION_PLANS,
  type SubscriberQuery,
} from '@/services/admin';

export const subscribersList = defineListContract({
  filters: { plan: oneOf(SUBSCRIPTION_PLANS), status: oneOf(SUBSCRIBER_STATUSES), city: anyText },
  sortKeys: SUBSCRIBER_SORT_COLUMNS,
  openRecord: 'subscriber',
});

export type SubscribersListState = ReturnType<typeof subscribersList.read>;

export function subscriberQueryOf(state: SubscribersListState): SubscriberQuery {
  const { filters } = state;
  return {
    ...pageQueryOf(state),
    plan: filters.plan,
    status: filters.status,
    city: filters.city,
  };
}
