/**
 * The sales dashboard, where a sales executive lands after signing in: follow-ups due today and
 * overdue, conversions this month against the month's target, the pipeline by stage, the week's
 * appointments and the leads to call. Whoever allocates leads (leads.assign) also sees the team.
 * Every figure opens the list behind it. The database counts (sales_dashboard, security invoker).
 */
import { Button, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { AccessDenied, ErrorState, LoadingState, PageHeader } from '@/ui';
import { SIGN_IN_PATH, useRouteEntry } from '@/routes/paths';
import { useSalesDashboard, type SalesDashboard } from '@/services/crm';
import { useStoredUser } from '@/services/auth';
import { DashboardPanel } from './dashboard-parts';
import { leadsHref } from './crm-links';
import { MyFollowUps } from './sales/my-follow-ups';
import { PipelineBars } from './sales/pipeline-bars';
import { MonthTarget, SalesFigures } from './sales/sales-figures';
import { TeamTable } from './sales/team-table';
import { UpcomingAppointments } from './sales/upcoming-appointments';

function Dashboard({ data }: { data: SalesDashboard }) {
  return (
    <Stack gap="6">
      <SalesFigures data={data} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4" alignItems="start">
        <DashboardPanel title="My follow-ups">
          <MyFollowUps data={data} />
        </DashboardPanel>
        <Stack gap="4">
          <DashboardPanel title="Conversions against target">
            <MonthTarget data={data} />
          </DashboardPanel>
          <DashboardPanel title="Upcoming appointments">
            <UpcomingAppointments appointments={data.appointments} />
          </DashboardPanel>
        </Stack>
      </SimpleGrid>
      <DashboardPanel
        title="My pipeline by stage"
        actions={
          <Button asChild size="sm" variant="outline">
            <RouterLink to={leadsHref({ owner: 'me' })}>All my leads</RouterLink>
          </Button>
        }
      >
        <PipelineBars stages={data.pipeline} />
      </DashboardPanel>
      {data.team && (
        <DashboardPanel title="Team">
          <Stack gap="3">
            <Text textStyle="sm" color="fg.muted">
              Each executive's follow-ups, open leads and conversions this month; the figures open their
              leads.
            </Text>
            <TeamTable team={data.team} month={data.month} />
          </Stack>
        </DashboardPanel>
      )}
    </Stack>
  );
}

export default function DashboardSalesPage() {
  const route = useRouteEntry();
  const user = useStoredUser();
  const query = useSalesDashboard(user?.email ?? '', user !== null);
  const title = route?.title ?? 'Sales dashboard';
  const today = query.data
    ? new Intl.DateTimeFormat('en-IN', { weekday: 'long', day: 'numeric', month: 'long' }).format(
        new Date(`${query.data.today}T00:00:00`),
      )
    : undefined;

  let body;
  if (user === null) {
    body = (
      <AccessDenied
        title="Sign in to see this page"
        reason="The sales dashboard shows your own leads and follow-ups, so it needs you signed in."
        actions={
          <Button asChild colorPalette="brand">
            <RouterLink to={SIGN_IN_PATH}>Sign in</RouterLink>
          </Button>
        }
      />
    );
  } else if (query.isPending) {
    body = <LoadingState label="Counting your follow-ups…" />;
  } else if (query.isError) {
    body = (
      <ErrorState
        title="The dashboard could not be loaded"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <Dashboard data={query.data} />;
  }

  return (
    <>
      <PageHeader
        title={title}
        description={today ? `${today}: your follow-ups, pipeline and targets.` : route?.purpose}
      />
      {body}
    </>
  );
}
