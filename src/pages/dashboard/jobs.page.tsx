import { Badge, Flex, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { BriefcaseBusiness, CalendarCheck, FileUser, Handshake } from 'lucide-react';
import { useMemo } from 'react';
import { EmptyState, LazyChart, PageHeader, RangePresets } from '@/ui';
import { comparedWith, lastDaysLabel, RANGE_PRESETS, useDashboardRange } from './date-range';
import { formatDay, percentChange } from './template-fixtures';
import { DashboardPanel, KeyFigures, ScrollingTable } from './dashboard-parts';
import { buildHiringData, summariseJobs, type Application, type Stage } from './jobs/jobs-fixtures';

const STAGE_PALETTE: Record<Stage, string> = {
  Applied: 'gray',
  Screening: 'blue',
  Interview: 'purple',
  Offer: 'orange',
  Hired: 'green',
};
const interviewTime = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
});

function StageBadge({ application }: { application: Application }) {
  return application.rejected ? (
    <Badge colorPalette="red">Not taken, {application.stage.toLowerCase()}</Badge>
  ) : (
    <Badge colorPalette={STAGE_PALETTE[application.stage]}>{application.stage}</Badge>
  );
}

export default function DashboardJobsPage() {
  const data = useMemo(() => buildHiringData(), []);
  const [range, setRange] = useDashboardRange();
  const summary = useMemo(() => summariseJobs(data, range), [data, range]);
  const label = lastDaysLabel(range);
  const changeLabel = comparedWith(range);

  return (
    <>
      <PageHeader
        title="Jobs dashboard"
        description={`Applications, interviews and offers for the workshop's openings, ${label}.`}
        actions={<RangePresets value={range} onValueChange={setRange} presets={RANGE_PRESETS} />}
      />
      <Stack gap="6">
        <KeyFigures
          figures={[
            {
              label: 'Applications',
              value: String(summary.applications),
              change: percentChange(summary.applicationsBefore, summary.applications),
              changeLabel,
              trend: summary.days.map((day) => day.applications),
              icon: <FileUser />,
            },
            {
              label: 'Interviews',
              value: String(summary.interviews),
              change: percentChange(summary.interviewsBefore, summary.interviews),
              changeLabel,
              icon: <CalendarCheck />,
            },
            {
              label: 'Offers',
              value: String(summary.offers),
              change: percentChange(summary.offersBefore, summary.offers),
              changeLabel,
              icon: <Handshake />,
            },
            {
              label: 'Open jobs',
              value: String(summary.openJobs),
              change: percentChange(summary.openJobsAtStart, summary.openJobs),
              changeLabel: `vs ${range} days ago`,
              icon: <BriefcaseBusiness />,
            },
          ]}
        />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <DashboardPanel title="Applications over time">
            <LazyChart
              label={`Applications per day, ${label}`}
              height={260}
              option={{
                tooltip: { trigger: 'axis' },
                grid: { left: 40, right: 16, top: 16, bottom: 32 },
                xAxis: { type: 'category', data: summary.days.map((day) => formatDay(day.date)) },
                yAxis: { type: 'value', minInterval: 1 },
                series: [
                  {
                    name: 'Applications',
                    // Whole counts per day read better as bars; 90 of them only as a line.
                    type: range === 90 ? 'line' : 'bar',
                    data: summary.days.map((day) => day.applications),
                  },
                ],
              }}
            />
          </DashboardPanel>
          <DashboardPanel title="Pipeline by stage">
            <LazyChart
              label={`Applications of the ${label} by the stage they reached`}
              height={260}
              summary={{
                rowHeader: 'Stage',
                columns: ['Applications'],
                rows: summary.pipeline.map((step) => ({ header: step.stage, cells: [String(step.count)] })),
              }}
              option={{
                tooltip: { trigger: 'item' },
                series: [
                  {
                    name: 'Reached stage',
                    type: 'funnel',
                    sort: 'none',
                    top: 8,
                    bottom: 8,
                    minSize: '8%',
                    label: { show: true, position: 'inside', formatter: '{b}: {c}' },
                    data: summary.pipeline.map((step) => ({ name: step.stage, value: step.count })),
                  },
                ],
              }}
            />
          </DashboardPanel>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="6" alignItems="start">
          <Stack gridColumn={{ lg: 'span 2' }} minW="0">
            <DashboardPanel title="Recent applicants">
              {summary.recent.length === 0 ? (
                <EmptyState title="No applications" description={`Nobody applied in the ${label}.`} />
              ) : (
                <ScrollingTable
                  region="Recent applicants"
                  label={`Recent applicants, ${label}`}
                  headers={['Applicant', 'Job', 'Applied', 'Stage']}
                >
                  {summary.recent.map((application) => (
                    <Table.Row key={application.id}>
                      <Table.Cell>{application.applicant}</Table.Cell>
                      <Table.Cell>{application.job}</Table.Cell>
                      <Table.Cell whiteSpace="nowrap">{formatDay(application.appliedOn)}</Table.Cell>
                      <Table.Cell>
                        <StageBadge application={application} />
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </ScrollingTable>
              )}
            </DashboardPanel>
          </Stack>
          <DashboardPanel title="Upcoming interviews">
            {summary.upcoming.length === 0 ? (
              <Text color="fg.muted">No interview is booked for applicants of the {label}.</Text>
            ) : (
              <Stack
                as="ul"
                listStyleType="none"
                gap="3"
                aria-label={`Upcoming interviews, applicants of the ${label}`}
              >
                {summary.upcoming.map((application) => (
                  <Flex as="li" key={application.id} direction="column" gap="0.5">
                    <Text fontWeight="medium">{application.applicant}</Text>
                    <Text textStyle="sm" color="fg.muted">
                      {application.job}
                    </Text>
                    <Text textStyle="sm">
                      <time dateTime={application.interviewAt ?? undefined}>
                        {interviewTime.format(new Date(application.interviewAt ?? ''))}
                      </time>
                    </Text>
                  </Flex>
                ))}
              </Stack>
            )}
          </DashboardPanel>
        </SimpleGrid>
      </Stack>
    </>
  );
}
