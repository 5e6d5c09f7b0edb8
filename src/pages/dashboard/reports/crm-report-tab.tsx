/**
 * The CRM report for a date range (in the URL): totals, the tables per campaign and per executive
 * (each exported as CSV), leads by source and the funnel. The database counts (crm_report).
 */
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { ErrorState, LoadingState } from '@/ui';
import { useCrmReport, type CrmReport } from '@/services/crm';
import { DashboardPanel } from '../dashboard-parts';
import { formatCount, formatHours, formatRate, LinkedFigures, ReportRangeBar } from '../crm-figures';
import { leadsHref } from '../crm-links';
import { useReportRange } from '../date-range';
import { FunnelChart, SourcesChart } from './report-charts';
import { CampaignReportTable, ExecutiveReportTable } from './report-tables';

function Totals({ report }: { report: CrmReport }) {
  const won = report.funnel.find((stage) => stage.is_won)?.stage_id;
  const { totals } = report;
  return (
    <LinkedFigures
      label="Totals for the range"
      figures={[
        { label: 'Leads received', value: formatCount(totals.leads_received), to: leadsHref() },
        { label: 'Contacted', value: formatCount(totals.contacted), to: leadsHref() },
        { label: 'Follow-ups logged', value: formatCount(totals.follow_ups), to: leadsHref() },
        { label: 'Conversions', value: formatCount(totals.conversions), to: leadsHref({ stage: won }) },
        {
          label: 'Conversion rate',
          value: formatRate(totals.conversion_rate),
          to: leadsHref({ stage: won }),
        },
        {
          label: 'Median time to first contact',
          value: formatHours(totals.median_hours_to_first_contact),
          to: leadsHref(),
        },
      ]}
    />
  );
}

function Report({ report }: { report: CrmReport }) {
  const suffix = `${report.from}-to-${report.to}`;
  return (
    <Stack gap="6">
      <Totals report={report} />
      <DashboardPanel title="Per campaign">
        <CampaignReportTable rows={report.campaigns} fileName={`crm-report-campaigns-${suffix}`} />
      </DashboardPanel>
      <DashboardPanel title="Per executive">
        <ExecutiveReportTable rows={report.executives} fileName={`crm-report-executives-${suffix}`} />
      </DashboardPanel>
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <DashboardPanel title="Funnel">
          <FunnelChart report={report} />
        </DashboardPanel>
        <DashboardPanel title="Leads by source">
          <SourcesChart report={report} />
        </DashboardPanel>
      </SimpleGrid>
    </Stack>
  );
}

export function CrmReportTab() {
  const rangeState = useReportRange();
  const query = useCrmReport(rangeState.range);
  return (
    <Stack gap="6">
      <ReportRangeBar state={rangeState} />
      {query.isPending ? (
        <LoadingState label="Counting the range's leads…" />
      ) : query.isError ? (
        <ErrorState
          title="The report could not be loaded"
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <Report report={query.data} />
      )}
    </Stack>
  );
}
