import { Badge, Button, HStack, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { ConfirmDialog, EmptyState, LazyChart, PageHeader, toaster, RangePresets } from '@/ui';
import { DemoResetButton } from '@/ui/components/demo-reset/demo-reset-button';
import { wholeRupees as rupees } from '@/ui/format/rupees';
import { useDemoStore } from '@/services/kit';
import { comparedWith, lastDaysLabel, RANGE_PRESETS, useDashboardRange } from './date-range';
import { formatDay, percentChange } from './template-fixtures';
import { DashboardPanel, KeyFigures, ScrollingTable } from './dashboard-parts';
import {
  buildHrData,
  summariseHr,
  withDecisions,
  type LeaveDecision,
  type LeaveRequest,
} from './hrm/hrm-fixtures';
import { leaveDecisionStore } from './hrm/hrm-store';

const LEAVE_PALETTE = { Pending: 'orange', Approved: 'green', Rejected: 'red' } as const;

const leaveDates = (leave: LeaveRequest) =>
  leave.from === leave.to ? formatDay(leave.from) : `${formatDay(leave.from)} – ${formatDay(leave.to)}`;

export default function DashboardHrmPage() {
  const data = useMemo(() => buildHrData(), []);
  const [decisions, setDecisions] = useDemoStore(leaveDecisionStore);
  const [range, setRange] = useDashboardRange();
  const [deciding, setDeciding] = useState<{ leave: LeaveRequest; decision: LeaveDecision } | null>(null);
  const requests = useMemo(() => withDecisions(data.leaveRequests, decisions), [data, decisions]);
  const summary = useMemo(() => summariseHr(data, requests, range), [data, requests, range]);
  const label = lastDaysLabel(range);
  const changeLabel = comparedWith(range);
  const sinceStart = `vs ${range} days ago`;

  const decide = (leave: LeaveRequest, decision: LeaveDecision) => {
    setDecisions((current) => ({ ...current, [leave.id]: decision }));
    toaster.create({
      type: 'success',
      title: decision === 'Approved' ? 'Leave approved' : 'Leave rejected',
      description: `${leave.employee}, ${leaveDates(leave)}`,
    });
  };

  return (
    <>
      <PageHeader
        title="HR dashboard"
        description={`Headcount, attendance, hiring and leave of the workshop and office staff, ${label}.`}
        actions={
          <HStack gap="3" wrap="wrap">
            <RangePresets value={range} onValueChange={setRange} presets={RANGE_PRESETS} />
            <DemoResetButton subject="the leave decisions" onReset={leaveDecisionStore.reset} />
          </HStack>
        }
      />
      <Stack gap="6">
        <KeyFigures
          figures={[
            {
              label: 'Headcount',
              value: String(summary.headcount),
              change: percentChange(summary.headcountAtStart, summary.headcount),
              changeLabel: sinceStart,
              trend: summary.headcountTrend,
            },
            {
              label: 'Attendance today',
              value: `${summary.attendanceToday}%`,
              change: percentChange(summary.attendanceAverage, summary.attendanceToday),
              changeLabel: `vs ${range}-day average of ${summary.attendanceAverage}%`,
              trend: summary.attendanceTrend.map((day) => day.rate),
              trendFormat: (value) => `${value}%`,
            },
            {
              label: 'Open positions',
              value: String(summary.openPositions),
              change: percentChange(summary.openPositionsAtStart, summary.openPositions),
              changeLabel: sinceStart,
              lowerIsBetter: true,
            },
            {
              label: 'Leave requests',
              value: `${summary.leaveRequests} (${summary.pendingLeave} pending)`,
              change: percentChange(summary.leaveRequestsBefore, summary.leaveRequests),
              changeLabel,
              lowerIsBetter: true,
            },
            {
              label: 'Payroll cost',
              value: rupees.format(summary.payrollCost),
              change: percentChange(summary.payrollCostBefore, summary.payrollCost),
              changeLabel,
              lowerIsBetter: true,
            },
          ]}
        />
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <DashboardPanel title="Attendance trend">
            <LazyChart
              label={`Attendance per day in percent, ${label}`}
              height={260}
              option={{
                tooltip: { trigger: 'axis' },
                grid: { left: 48, right: 16, top: 16, bottom: 32 },
                xAxis: { type: 'category', data: summary.attendanceTrend.map((day) => formatDay(day.date)) },
                yAxis: { type: 'value', min: 70, max: 100 },
                series: [
                  {
                    name: 'Present (%)',
                    type: 'line',
                    smooth: true,
                    data: summary.attendanceTrend.map((day) => day.rate),
                  },
                ],
              }}
            />
          </DashboardPanel>
          <DashboardPanel title="Headcount by department">
            <LazyChart
              label={`Headcount by department, ${range} days ago and today`}
              height={260}
              option={{
                tooltip: { trigger: 'axis' },
                legend: { bottom: 0 },
                grid: { left: 96, right: 16, top: 8, bottom: 48 },
                xAxis: { type: 'value', minInterval: 1 },
                yAxis: {
                  type: 'category',
                  inverse: true,
                  data: summary.byDepartment.map((d) => d.department),
                },
                series: [
                  {
                    name: `${range} days ago`,
                    type: 'bar',
                    data: summary.byDepartment.map((d) => d.atStart),
                  },
                  { name: 'Today', type: 'bar', data: summary.byDepartment.map((d) => d.today) },
                ],
              }}
            />
          </DashboardPanel>
        </SimpleGrid>
        <DashboardPanel title="Leave requests">
          {summary.requests.length === 0 ? (
            <EmptyState title="No leave requests" description={`Nobody asked for leave in the ${label}.`} />
          ) : (
            <Stack as="ul" listStyleType="none" gap="3" aria-label={`Leave requests, ${label}`}>
              {summary.requests.slice(0, 8).map((leave) => (
                <Stack
                  as="li"
                  key={leave.id}
                  direction={{ base: 'column', sm: 'row' }}
                  justify="space-between"
                  gap="2"
                  borderBottomWidth="1px"
                  pb="3"
                >
                  <Stack gap="0" minW="0">
                    <Text fontWeight="medium">
                      {leave.employee} · {leave.department}
                    </Text>
                    <Text textStyle="sm" color="fg.muted">
                      {leave.type} leave, {leaveDates(leave)} ({leave.days}{' '}
                      {leave.days === 1 ? 'day' : 'days'}) · asked {formatDay(leave.requestedOn)}
                    </Text>
                  </Stack>
                  <HStack gap="2" flexShrink={0}>
                    <Badge colorPalette={LEAVE_PALETTE[leave.status]}>{leave.status}</Badge>
                    {leave.status === 'Pending' && (
                      <>
                        <Button
                          size="xs"
                          colorPalette="brand"
                          aria-label={`Approve leave of ${leave.employee}`}
                          onClick={() => setDeciding({ leave, decision: 'Approved' })}
                        >
                          Approve
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          aria-label={`Reject leave of ${leave.employee}`}
                          onClick={() => setDeciding({ leave, decision: 'Rejected' })}
                        >
                          Reject
                        </Button>
                      </>
                    )}
                  </HStack>
                </Stack>
              ))}
            </Stack>
          )}
        </DashboardPanel>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <DashboardPanel title="On leave">
            {summary.onLeave.length === 0 ? (
              <EmptyState title="No one on leave" description={`No approved leave falls in the ${label}.`} />
            ) : (
              <ScrollingTable
                region="On leave"
                label={`Approved leave, ${label}`}
                headers={['Employee', 'Department', 'Type', 'Dates']}
              >
                {summary.onLeave.slice(0, 8).map((leave) => (
                  <Table.Row key={leave.id}>
                    <Table.Cell>{leave.employee}</Table.Cell>
                    <Table.Cell>{leave.department}</Table.Cell>
                    <Table.Cell>{leave.type}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{leaveDates(leave)}</Table.Cell>
                  </Table.Row>
                ))}
              </ScrollingTable>
            )}
          </DashboardPanel>
          <DashboardPanel title="Recent joiners">
            {summary.joiners.length === 0 ? (
              <EmptyState title="No one joined" description={`Nobody joined in the ${label}.`} />
            ) : (
              <ScrollingTable
                region="Recent joiners"
                label={`Joiners, ${label}`}
                headers={['Employee', 'Designation', 'Joined']}
              >
                {summary.joiners.map((employee) => (
                  <Table.Row key={employee.id}>
                    <Table.Cell>{employee.name}</Table.Cell>
                    <Table.Cell>
                      {employee.designation}, {employee.department}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDay(employee.joinedOn)}</Table.Cell>
                  </Table.Row>
                ))}
              </ScrollingTable>
            )}
          </DashboardPanel>
        </SimpleGrid>
      </Stack>
      {deciding && (
        <ConfirmDialog
          open
          onOpenChange={(open) => {
            if (!open) setDeciding(null);
          }}
          title={deciding.decision === 'Approved' ? 'Approve this leave?' : 'Reject this leave?'}
          description={`${deciding.leave.employee}: ${deciding.leave.type.toLowerCase()} leave, ${leaveDates(deciding.leave)} (${deciding.leave.days} ${deciding.leave.days === 1 ? 'day' : 'days'}).`}
          confirmLabel={deciding.decision === 'Approved' ? 'Approve' : 'Reject'}
          tone={deciding.decision === 'Approved' ? 'neutral' : 'danger'}
          onConfirm={() => decide(deciding.leave, deciding.decision)}
        />
      )}
    </>
  );
}
