/**
 * Business analytics for a range of days in the URL (`from`, `to`): the funnel from lead to order
 * with its conversions, revenue booked and collected per month, orders by category and city, cycle
 * times, top campaigns, production yield and design-tool subscriptions. The database aggregates
 * (business_analytics) as the signed-in person, so each sees the figures of the rows they may see;
 * figures show first and the charts follow.
 */
import { Stack } from '@chakra-ui/react';
import { ErrorState, LoadingState } from '@/ui';
import { useBusinessAnalytics } from '@/services/crm';
import { ReportRangeBar } from './crm-figures';
import { useReportRange } from './date-range';
import { AnalyticsFigures } from './analytics/analytics-figures';
import { AnalyticsPanels } from './analytics/analytics-panels';
import { RouteHeader } from './page-frame';

export default function DashboardAnalyticsPage() {
  const rangeState = useReportRange();
  const query = useBusinessAnalytics(rangeState.range);
  return (
    <>
      <RouteHeader
        title="Analytics"
        description="The business as a whole: from lead to order, revenue, production and subscriptions."
      />
      <Stack gap="6">
        <ReportRangeBar state={rangeState} />
        {query.isPending ? (
          <LoadingState label="Adding up the range…" />
        ) : query.isError ? (
          <ErrorState
            title="The analytics could not be loaded"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Stack gap="6" opacity={query.isPlaceholderData ? 0.6 : 1} aria-busy={query.isPlaceholderData}>
            <AnalyticsFigures figures={query.data} />
            <AnalyticsPanels figures={query.data} />
          </Stack>
        )}
      </Stack>
    </>
  );
}
