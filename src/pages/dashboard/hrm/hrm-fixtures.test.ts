import { describe, expect, it } from 'vitest';
import { buildHrData, isEmployedOn, summariseHr, withDecisions } from './hrm-fixtures';

const today = new Date(2026, 10, 22);
const data = buildHrData(today);

describe('HR dashboard figures', () => {
  it('builds the same staff for the same day', () => {
    expect(buildHrData(today)).toEqual(data);
    expect(data.employees.every((e) => e.leftOn === null || e.leftOn >= e.joinedOn)).toBe(true);
    expect(data.leaveRequests.some((leave) => leave.status === 'Pending')).toBe(true);
    expect(new Set(data.employees.map((e) => e.name)).size).toBe(data.employees.length);
  });

  it('counts headcount today and at the day before the range', () => {
    const week = summariseHr(data, data.leaveRequests, 7, today);
    expect(week.headcount).toBe(data.employees.filter((e) => isEmployedOn(e, '2026-11-22')).length);
    expect(week.headcountAtStart).toBe(data.employees.filter((e) => isEmployedOn(e, '2026-11-15')).length);
    expect(week.headcountTrend).toHaveLength(7);
    expect(week.headcountTrend.at(-1)).toBe(week.headcount);
    expect(week.byDepartment.reduce((sum, d) => sum + d.today, 0)).toBe(week.headcount);
  });

  it('scopes requests, joiners and payroll to the range', () => {
    const week = summariseHr(data, data.leaveRequests, 7, today);
    const quarter = summariseHr(data, data.leaveRequests, 90, today);
    expect(week.leaveRequests).toBe(data.leaveRequests.filter((l) => l.requestedOn >= '2026-11-16').length);
    expect(week.requests.every((l) => l.requestedOn >= '2026-11-16')).toBe(true);
    expect(quarter.joiners.every((e) => e.joinedOn >= '2026-08-25')).toBe(true);
    expect(quarter.joiners.length).toBeGreaterThanOrEqual(week.joiners.length);
    expect(quarter.payrollCost).toBeGreaterThan(week.payrollCost * 10);
    expect(quarter.attendanceTrend).toHaveLength(90);
    // Pending requests come first.
    const firstDecided = quarter.requests.findIndex((l) => l.status !== 'Pending');
    expect(firstDecided).toBeGreaterThan(0);
    expect(quarter.requests.slice(firstDecided).every((l) => l.status !== 'Pending')).toBe(true);
  });

  it('applies the stored decisions to pending requests only', () => {
    const pending = data.leaveRequests.find((l) => l.status === 'Pending');
    const decided = data.leaveRequests.find((l) => l.status === 'Rejected');
    if (!pending || !decided) throw new Error('fixtures lack a pending and a rejected request');
    const requests = withDecisions(data.leaveRequests, {
      [pending.id]: 'Approved',
      [decided.id]: 'Approved',
    });
    expect(requests.find((l) => l.id === pending.id)?.status).toBe('Approved');
    expect(requests.find((l) => l.id === decided.id)?.status).toBe('Rejected');
    const before = summariseHr(data, data.leaveRequests, 7, today);
    const after = summariseHr(data, requests, 7, today);
    expect(after.pendingLeave).toBe(before.pendingLeave - 1);
  });
});
