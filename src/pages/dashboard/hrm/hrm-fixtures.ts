/**
 * The furniture maker's staff over the last 180 days: employees with joining and leaving dates, daily
 * attendance, openings and leave requests; `summariseHr` derives every figure of the HR dashboard for a range.
 */
import { inPreviousRange, inRange, isoDay, rangeDayList, rangeStart, type RangeDays } from '../date-range';
import { between, HISTORY_DAYS, pick, seededSequence } from '../template-fixtures';

export const DEPARTMENTS = [
  'Design',
  'Production',
  'Installation',
  'Sales',
  'Site survey',
  'Accounts',
  'HR & admin',
] as const;
export type Department = (typeof DEPARTMENTS)[number];

const DESIGNATIONS: Record<Department, readonly [string, ...string[]]> = {
  Design: ['Interior designer', 'Senior designer', '3D visualiser'],
  Production: ['CNC operator', 'Edge-banding operator', 'Carpenter', 'Production supervisor'],
  Installation: ['Installer', 'Installation lead'],
  Sales: ['Sales executive', 'Relationship manager'],
  'Site survey': ['Site surveyor'],
  Accounts: ['Accountant', 'Billing executive'],
  'HR & admin': ['HR executive', 'Office administrator'],
};
// Production and installation employ most of the staff, as in a real workshop.
const DEPARTMENT_WEIGHTS: readonly [Department, ...Department[]] = [
  'Design',
  'Design',
  'Production',
  'Production',
  'Production',
  'Production',
  'Installation',
  'Installation',
  'Installation',
  'Sales',
  'Sales',
  'Site survey',
  'Accounts',
  'HR & admin',
];
const MONTHLY_CTC: Record<Department, number> = {
  Design: 62_000,
  Production: 28_000,
  Installation: 26_000,
  Sales: 45_000,
  'Site survey': 34_000,
  Accounts: 40_000,
  'HR & admin': 38_000,
};
const FIRST_NAMES = [
  'Aarav',
  'Priya',
  'Rahul',
  'Sneha',
  'Imran',
  'Kavya',
  'Manoj',
  'Deepa',
  'Suresh',
  'Pooja',
  'Faisal',
  'Lakshmi',
  'Gaurav',
  'Meera',
  'Harish',
  'Ritu',
] as const;
const SURNAMES = [
  'Sharma',
  'Iyer',
  'Khan',
  'Patil',
  'Nair',
  'Reddy',
  'Das',
  'Joshi',
  'Menon',
  'Gill',
] as const;

export interface Employee {
  id: string;
  name: string;
  department: Department;
  designation: string;
  joinedOn: string;
  /** Last working day, or null while employed. */
  leftOn: string | null;
  monthlyCtc: number;
}

export const LEAVE_TYPES = ['Casual', 'Sick', 'Earned'] as const;
export const LEAVE_STATUSES = ['Pending', 'Approved', 'Rejected'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];
export type LeaveDecision = Exclude<LeaveStatus, 'Pending'>;

export interface LeaveRequest {
  id: string;
  employeeId: string;
  employee: string;
  department: Department;
  type: (typeof LEAVE_TYPES)[number];
  requestedOn: string;
  from: string;
  to: string;
  days: number;
  status: LeaveStatus;
}

export interface Opening {
  id: string;
  title: string;
  department: Department;
  postedOn: string;
  filledOn: string | null;
}

export interface AttendanceDay {
  date: string;
  present: number;
  /** Employees on the rolls that day, less those on approved leave. */
  expected: number;
}

export interface HrData {
  employees: Employee[];
  leaveRequests: LeaveRequest[];
  openings: Opening[];
  attendance: AttendanceDay[];
}

export const isEmployedOn = (employee: Employee, day: string) =>
  employee.joinedOn <= day && (employee.leftOn === null || employee.leftOn >= day);

export function buildHrData(today = new Date()): HrData {
  const random = seededSequence(2026);
  const employees: Employee[] = Array.from({ length: 64 }, (_, index) => {
    // Dealt round the weighted list, so production and installation stay the largest teams.
    const department = DEPARTMENT_WEIGHTS[index % DEPARTMENT_WEIGHTS.length] ?? 'Production';
    // Most have been here for years; the last dozen joined within the fixtures' history.
    const joinedDaysAgo = index < 52 ? between(random, 200, 2400) : between(random, 0, HISTORY_DAYS - 1);
    const leaves = index % 9 === 4;
    return {
      id: `EMP-${String(101 + index)}`,
      // Each first name comes round every 16 employees with a different surname, so no two share a name.
      name: `${FIRST_NAMES[index % FIRST_NAMES.length] ?? 'Asha'} ${SURNAMES[(index + 5 * Math.floor(index / FIRST_NAMES.length)) % SURNAMES.length] ?? 'Rao'}`,
      department,
      designation: pick(random, DESIGNATIONS[department]),
      joinedOn: isoDay(joinedDaysAgo, today),
      leftOn: leaves ? isoDay(between(random, 0, Math.min(joinedDaysAgo, HISTORY_DAYS - 1)), today) : null,
      monthlyCtc: MONTHLY_CTC[department] + between(random, 0, 12) * 1_000,
    };
  });

  const openings: Opening[] = Array.from({ length: 16 }, (_, index) => {
    const department = pick(random, DEPARTMENT_WEIGHTS);
    const postedDaysAgo = between(random, 0, HISTORY_DAYS - 1);
    const filledAfter = between(random, 12, 70);
    return {
      id: `OPN-${String(31 + index)}`,
      title: pick(random, DESIGNATIONS[department]),
      department,
      postedOn: isoDay(postedDaysAgo, today),
      filledOn: filledAfter < postedDaysAgo ? isoDay(postedDaysAgo - filledAfter, today) : null,
    };
  });

  const leaveRequests: LeaveRequest[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    if (random() > 0.3) continue;
    const requestedOn = isoDay(daysAgo, today);
    const onRolls = employees.filter((employee) => isEmployedOn(employee, requestedOn));
    const employee = onRolls[Math.floor(random() * onRolls.length)];
    if (!employee) continue;
    const startsIn = between(random, 1, 12);
    const days = between(random, 1, 4);
    leaveRequests.push({
      id: `LV-${String(800 + leaveRequests.length)}`,
      employeeId: employee.id,
      employee: employee.name,
      department: employee.department,
      type: pick(random, LEAVE_TYPES),
      requestedOn,
      from: isoDay(daysAgo - startsIn, today),
      to: isoDay(daysAgo - startsIn - days + 1, today),
      days,
      // Requests of the last week still wait for a decision.
      status: daysAgo < 7 ? 'Pending' : random() < 0.85 ? 'Approved' : 'Rejected',
    });
  }

  const attendance: AttendanceDay[] = rangeDayList(HISTORY_DAYS, today).map((date) => {
    const onRolls = employees.filter((employee) => isEmployedOn(employee, date)).length;
    const onLeave = leaveRequests.filter(
      (leave) => leave.status === 'Approved' && leave.from <= date && leave.to >= date,
    ).length;
    const expected = onRolls - onLeave;
    return { date, expected, present: Math.round(expected * (0.84 + random() * 0.14)) };
  });

  return { employees, leaveRequests, openings, attendance };
}

/** The fixtures' leave requests with the decisions the user took on this dashboard. */
export function withDecisions(
  requests: readonly LeaveRequest[],
  decisions: Readonly<Record<string, LeaveDecision>>,
): LeaveRequest[] {
  return requests.map((request) =>
    request.status === 'Pending' && decisions[request.id]
      ? { ...request, status: decisions[request.id] ?? 'Pending' }
      : request,
  );
}

const percent = (part: number, whole: number) => (whole ? Math.round((part / whole) * 1000) / 10 : 0);
const dailyCost = (employee: Employee) => (employee.monthlyCtc * 12) / 365;

export interface HrSummary {
  headcount: number;
  headcountAtStart: number;
  headcountTrend: number[];
  attendanceToday: number;
  attendanceAverage: number;
  attendanceTrend: { date: string; rate: number }[];
  openPositions: number;
  openPositionsAtStart: number;
  leaveRequests: number;
  leaveRequestsBefore: number;
  pendingLeave: number;
  payrollCost: number;
  payrollCostBefore: number;
  byDepartment: { department: Department; atStart: number; today: number }[];
  /** Requests made in the range, pending first, then newest first. */
  requests: LeaveRequest[];
  /** Approved leave that overlaps the range. */
  onLeave: LeaveRequest[];
  joiners: Employee[];
}

/** Every figure of the HR dashboard for the last `days` days. */
export function summariseHr(
  data: HrData,
  requests: readonly LeaveRequest[],
  days: RangeDays,
  today = new Date(),
): HrSummary {
  const first = rangeStart(days, today);
  const last = isoDay(0, today);
  const dayBefore = isoDay(days, today);
  const headcountOn = (day: string) =>
    data.employees.filter((employee) => isEmployedOn(employee, day)).length;
  const openOn = (day: string) =>
    data.openings.filter(
      (opening) => opening.postedOn <= day && (opening.filledOn === null || opening.filledOn > day),
    ).length;
  const payroll = (inWindow: (day: string) => boolean) =>
    Math.round(
      data.attendance
        .filter((day) => inWindow(day.date))
        .reduce(
          (sum, day) =>
            sum +
            data.employees
              .filter((employee) => isEmployedOn(employee, day.date))
              .reduce((daySum, employee) => daySum + dailyCost(employee), 0),
          0,
        ),
    );
  const attendance = data.attendance.filter((day) => inRange(day.date, days, today));
  const present = attendance.reduce((sum, day) => sum + day.present, 0);
  const expected = attendance.reduce((sum, day) => sum + day.expected, 0);
  const todayAttendance = attendance.at(-1);
  const inWindow = requests.filter((request) => inRange(request.requestedOn, days, today));
  return {
    headcount: headcountOn(last),
    headcountAtStart: headcountOn(dayBefore),
    headcountTrend: rangeDayList(days, today).map(headcountOn),
    attendanceToday: todayAttendance ? percent(todayAttendance.present, todayAttendance.expected) : 0,
    attendanceAverage: percent(present, expected),
    attendanceTrend: attendance.map((day) => ({ date: day.date, rate: percent(day.present, day.expected) })),
    openPositions: openOn(last),
    openPositionsAtStart: openOn(dayBefore),
    leaveRequests: inWindow.length,
    leaveRequestsBefore: requests.filter((request) => inPreviousRange(request.requestedOn, days, today))
      .length,
    pendingLeave: inWindow.filter((request) => request.status === 'Pending').length,
    payrollCost: payroll((day) => inRange(day, days, today)),
    payrollCostBefore: payroll((day) => inPreviousRange(day, days, today)),
    byDepartment: DEPARTMENTS.map((department) => ({
      department,
      atStart: data.employees.filter((e) => e.department === department && isEmployedOn(e, dayBefore)).length,
      today: data.employees.filter((e) => e.department === department && isEmployedOn(e, last)).length,
    })),
    requests: [...inWindow].sort(
      (a, b) =>
        Number(b.status === 'Pending') - Number(a.status === 'Pending') ||
        b.requestedOn.localeCompare(a.requestedOn),
    ),
    onLeave: requests
      .filter((request) => request.status === 'Approved' && request.from <= last && request.to >= first)
      .sort((a, b) => b.from.localeCompare(a.from)),
    joiners: data.employees
      .filter((employee) => employee.joinedOn >= first && employee.joinedOn <= last)
      .sort((a, b) => b.joinedOn.localeCompare(a.joinedOn)),
  };
}
