import { Card, Heading, Link, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ErrorState, LazyChart, LoadingState, StatCard } from '@/ui';
import { href } from '@/routes/paths';
import {
  PLAN_LABELS,
  SUBSCRIPTION_PLANS,
  type SubscriptionPlan,
  useSubscriberSummary,
} from '@/services/admin';
import type { SubscriberSummary } from '@/services/admin';
import { wholeRupees as rupees } from '@/ui/format/rupees';
import { RouteHeader } from './page-frame';

const LIST_PATH = '/dashboard/adonai-users';

/** Each figure opens the subscriber list filtered to the rows behind it. */
const listHref = (filters: Record<string, string>) => href(LIST_PATH, filters);

const monthLabel = (month: string) =>
  new Intl.DateTimeFormat('en-IN', { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${month}-01T00:00:00Z`),
  );
const dayLabel = (iso: string | null) =>
  iso
    ? new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(`${iso.slice(0, 10)}T00:00:00Z`),
      )
    : '';

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** The card's own text (label and value) names the link, so what is read is what is seen. */
function FigureLink({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link asChild display="block" textDecoration="none" borderRadius="l3" _hover={{ textDecoration: 'none' }}>
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}

function Panel({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Card.Root variant="outline" minW="0">
      <Card.Header>
        <Heading as="h2" size="md">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

function PlanLinks({
  values,
  format,
}: {
  values: Record<SubscriptionPlan, number>;
  format: (n: number) => string;
}) {
  return (
    <List.Root variant="plain" gap="1" textStyle="sm">
      {SUBSCRIPTION_PLANS.map((plan) => (
        <List.Item key={plan}>
          <Link asChild colorPalette="brand">
            <RouterLink to={listHref({ plan, status: 'active' })}>
              {PLAN_LABELS[plan]}: {format(values[plan])}
            </RouterLink>
          </Link>
        </List.Item>
      ))}
    </List.Root>
  );
}

function Dashboard({ summary }: { summary: SubscriberSummary }) {
  const paying = sum(Object.values(summary.activeByPlan));
  const revenue = sum(Object.values(summary.revenueByPlan));
  const recentConversions = summary.conversionsByMonth.slice(-6);
  const cities = summary.byCity.slice(0, 10);
  return (
    <Stack gap="6">
      <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
        <FigureLink to={listHref({ status: 'active' })}>
          <StatCard label="Paying subscribers" value={String(paying)} />
        </FigureLink>
        <FigureLink to={listHref({ plan: 'free_trial', status: 'trial', sort: 'end_date' })}>
          <StatCard label="Trials ending in 14 days" value={String(summary.trialsEndingSoon.length)} />
        </FigureLink>
        <FigureLink to={listHref({ status: 'active' })}>
          <StatCard
            label="Conversions, last 6 months"
            value={String(sum(recentConversions.map((m) => m.conversions)))}
          />
        </FigureLink>
        <FigureLink to={listHref({ status: 'active' })}>
          <StatCard label="Monthly revenue after discount" value={rupees.format(revenue)} />
        </FigureLink>
      </SimpleGrid>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Panel title="Paying subscribers by plan">
          <LazyChart
            label="Paying subscribers by plan"
            height={260}
            option={{
              tooltip: { trigger: 'axis' },
              xAxis: { type: 'category', data: SUBSCRIPTION_PLANS.map((plan) => PLAN_LABELS[plan]) },
              yAxis: { type: 'value', minInterval: 1 },
              series: [
                {
                  type: 'bar',
                  name: 'Subscribers',
                  data: SUBSCRIPTION_PLANS.map((plan) => summary.activeByPlan[plan]),
                },
              ],
            }}
          />
          <PlanLinks values={summary.activeByPlan} format={String} />
        </Panel>

        <Panel title="Revenue by plan after discount">
          <LazyChart
            label="Monthly revenue by plan after discount"
            height={260}
            option={{
              tooltip: { trigger: 'item' },
              legend: { bottom: 0 },
              series: [
                {
                  type: 'pie',
                  name: 'Revenue',
                  radius: ['40%', '70%'],
                  data: SUBSCRIPTION_PLANS.map((plan) => ({
                    name: PLAN_LABELS[plan],
                    value: summary.revenueByPlan[plan],
                  })),
                },
              ],
            }}
          />
          <PlanLinks values={summary.revenueByPlan} format={(n) => rupees.format(n)} />
        </Panel>

        <Panel title="Conversions from trial by month">
          {summary.conversionsByMonth.length === 0 ? (
            <Text color="fg.muted">No trial has converted yet.</Text>
          ) : (
            <LazyChart
              label="Conversions from trial by month"
              height={260}
              option={{
                tooltip: { trigger: 'axis' },
                xAxis: { type: 'category', data: summary.conversionsByMonth.map((m) => monthLabel(m.month)) },
                yAxis: { type: 'value', minInterval: 1 },
                series: [
                  {
                    type: 'line',
                    name: 'Conversions',
                    smooth: true,
                    data: summary.conversionsByMonth.map((m) => m.conversions),
                  },
                ],
              }}
            />
          )}
          <Link asChild colorPalette="brand" textStyle="sm">
            <RouterLink to={listHref({ status: 'active' })}>Open the active subscribers</RouterLink>
          </Link>
        </Panel>

        <Panel title="Subscribers by city">
          <LazyChart
            label="Subscribers by city"
            height={260}
            option={{
              tooltip: { trigger: 'axis' },
              grid: { left: 90 },
              xAxis: { type: 'value', minInterval: 1 },
              yAxis: { type: 'category', inverse: true, data: cities.map((c) => c.city) },
              series: [{ type: 'bar', name: 'Subscribers', data: cities.map((c) => c.subscribers) }],
            }}
          />
          <List.Root
            variant="plain"
            gap="1"
            textStyle="sm"
            display="flex"
            flexDirection="row"
            flexWrap="wrap"
            columnGap="4"
          >
            {cities.map((c) => (
              <List.Item key={c.city}>
                <Link asChild colorPalette="brand">
                  <RouterLink to={listHref({ city: c.city })}>
                    {c.city}: {c.subscribers}
                  </RouterLink>
                </Link>
              </List.Item>
            ))}
          </List.Root>
        </Panel>
      </SimpleGrid>

      <Panel title="Trials ending in the next 14 days">
        {summary.trialsEndingSoon.length === 0 ? (
          <Text color="fg.muted">No trial ends in the next 14 days.</Text>
        ) : (
          <List.Root as="ol" gap="1" ps="5" textStyle="sm">
            {summary.trialsEndingSoon.map((trial) => (
              <List.Item key={trial.id}>
                <Link asChild colorPalette="brand">
                  <RouterLink to={listHref({ q: trial.business_name })}>{trial.business_name}</RouterLink>
                </Link>{' '}
                · {trial.city} · ends {dayLabel(trial.end_date)}
              </List.Item>
            ))}
          </List.Root>
        )}
      </Panel>
    </Stack>
  );
}

export default function DashboardAdonaiPage() {
  const summary = useSubscriberSummary();
  return (
    <Stack gap="6">
      <RouteHeader
        title="Design-tool subscribers"
        description="Paying accounts, trials about to end, conversions and revenue of the 3D design tool. Every figure opens the subscriber list behind it."
      />
      {summary.isPending ? (
        <LoadingState label="Loading the subscriber figures" />
      ) : summary.isError ? (
        <ErrorState
          title="The subscriber figures could not be loaded"
          message={summary.error.message}
          onRetry={() => void summary.refetch()}
        />
      ) : (
        <Dashboard summary={summary.data} />
      )}
    </Stack>
  );
}
