/**
 * CRM overview: leads, deals and follow-ups across campaigns for a date range (in the URL), with
 * weekly trends; every figure opens the list behind it. The database counts (crm_overview), as
 * the caller: an executive's overview covers the leads they may see, a manager's the team's.
 */
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { ErrorState, LoadingState, PageHeader } from '@/ui';
import { wholeRupees } from '@/ui/format/rupees';
import { useRouteEntry } from '@/routes/paths';
import { useCrmOverview, type CrmOverview } from '@/services/crm';
import { DashboardPanel } from './dashboard-parts';
import { formatCount, LinkedFigures, ReportRangeBar } from './crm-figures';
import { dealsHref, leadsHref } from './crm-links';
import { DealStages, OverviewCampaignTable } from './crm-overview/overview-tables';
import { ActivityTrend, DealTrend } from './crm-overview/overview-trends';
import { useReportRange } from './date-range';

function Overview({ overview }: { overview: CrmOverview }) {
  const { totals } = overview;
  return (
    <Stack gap="6">
      <LinkedFigures
        label="Totals for the range"
        figures={[
          { label: 'Leads', value: formatCount(totals.leads), to: leadsHref() },
          { label: 'Follow-ups', value: formatCount(totals.follow_ups), to: leadsHref() },
          { label: 'Deals opened', value: formatCount(totals.deals), to: dealsHref() },
          { label: 'Deal value', value: wholeRupees.format(totals.deal_value), to: dealsHref() },
          { label: 'Deals won', value: formatCount(totals.deals_won), to: dealsHref({ stage: 'won' }) },
          { label: 'Conversions', value: formatCount(totals.conversions), to: leadsHref() },
        ]}
      />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
        <DashboardPanel title="Activity per week">
          <ActivityTrend weeks={overview.weeks} />
        </DashboardPanel>
        <DashboardPanel title="Deals per week">
          <DealTrend weeks={overview.weeks} />
        </DashboardPanel>
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, xl: 3 }} gap="4" alignItems="start">
        <DashboardPanel title="Deals by stage">
          <DealStages overview={overview} />
        </DashboardPanel>
        <Stack gridColumn={{ xl: 'span 2' }} minW="0">
          <DashboardPanel title="Per campaign">
            <OverviewCampaignTable
              rows={overview.campaigns}
              fileName={`crm-overview-campaigns-${overview.from}-to-${overview.to}`}
            />
          </DashboardPanel>
        </Stack>
      </SimpleGrid>
    </Stack>
  );
}

export default function CrmOverviewPage() {
  const route = useRouteEntry();
  const rangeState = useReportRange();
  const query = useCrmOverview(rangeState.range);
  return (
    <>
      <PageHeader title={route?.title ?? 'CRM overview'} description={route?.purpose} />
      <Stack gap="6">
        <ReportRangeBar state={rangeState} />
        {query.isPending ? (
          <LoadingState label="Counting leads, deals and follow-ups…" />
        ) : query.isError ? (
          <ErrorState
            title="The overview could not be loaded"
            message={query.error.message}
            onRetry={() => void query.refetch()}
          />
        ) : (
          <Overview overview={query.data} />
        )}
      </Stack>
    </>
  );
}
