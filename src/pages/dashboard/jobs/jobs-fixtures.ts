/**
 * The workshop's hiring over the last 180 days: job postings (the jobs app's own openings, posted again
 * relative to today), applications and how far each got; `summariseJobs` derives every figure of the jobs
 * dashboard for a range.
 */
import { JOBS, OWN_COMPANY_ID } from '@/pages/apps/jobs/jobs-fixtures';
import { inPreviousRange, inRange, isoDay, rangeDayList, type RangeDays } from '../date-range';
import { between, HISTORY_DAYS, pick, seededSequence } from '../template-fixtures';

export const STAGES = ['Applied', 'Screening', 'Interview', 'Offer', 'Hired'] as const;
export type Stage = (typeof STAGES)[number];

export interface Posting {
  id: string;
  title: string;
  team: string;
  city: string;
  postedOn: string;
  closedOn: string | null;
}

export interface Application {
  id: string;
  applicant: string;
  postingId: string;
  job: string;
  appliedOn: string;
  /** The furthest stage reached. */
  stage: Stage;
  rejected: boolean;
  /** Local date and time (yyyy-mm-ddThh:mm), past or still to come; null when never invited. */
  interviewAt: string | null;
  offerOn: string | null;
}

export interface HiringData {
  postings: Posting[];
  applications: Application[];
}

const FIRST = [
  'Nikhil',
  'Anjali',
  'Sameer',
  'Divya',
  'Rakesh',
  'Fatima',
  'Yash',
  'Shreya',
  'Vivek',
  'Nandini',
] as const;
const LAST = ['Kulkarni', 'Pillai', 'Bose', 'Qureshi', 'Shetty', 'Mishra', 'Rao', 'Desai'] as const;

/** A local timestamp, `days` days after `today`'s date (negative for the past), at hh:mm. */
const stamp = (daysAgo: number, hour: number, minute: number, today: Date) =>
  `${isoDay(daysAgo, today)}T${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`;

export const localStamp = (now: Date) => stamp(0, now.getHours(), now.getMinutes(), now);

export function buildHiringData(today = new Date()): HiringData {
  const random = seededSequence(1234);
  const ownJobs = JOBS.filter((job) => job.companyId === OWN_COMPANY_ID);
  const templates = (ownJobs.length ? ownJobs : JOBS) as [(typeof JOBS)[number], ...(typeof JOBS)[number][]];
  const postings: Posting[] = Array.from({ length: 15 }, (_, index) => {
    const template = templates[index % templates.length] ?? templates[0];
    const postedDaysAgo = HISTORY_DAYS - 1 - index * 11 - between(random, 0, 6);
    const runsFor = between(random, 20, 60);
    return {
      id: `JOB-${300 + index}`,
      title: template.title,
      team: template.team,
      city: template.city,
      postedOn: isoDay(Math.max(postedDaysAgo, 0), today),
      closedOn: runsFor < postedDaysAgo ? isoDay(postedDaysAgo - runsFor, today) : null,
    };
  });

  const applications: Application[] = [];
  for (let daysAgo = HISTORY_DAYS - 1; daysAgo >= 0; daysAgo -= 1) {
    const day = isoDay(daysAgo, today);
    const open = postings.filter((p) => p.postedOn <= day && (p.closedOn === null || p.closedOn >= day));
    const count = open.length ? between(random, 0, 2 + open.length) : 0;
    for (let index = 0; index < count; index += 1) {
      const posting = open[Math.floor(random() * open.length)] ?? open[0];
      if (!posting) break;
      // How far an application gets depends on luck and on how long it has had.
      const reach = random();
      let stage: Stage = 'Applied';
      if (daysAgo >= 2 && reach > 0.3) stage = 'Screening';
      const interviewIn = between(random, 3, 9);
      const interviewDaysAgo = daysAgo - interviewIn;
      const invited = stage === 'Screening' && reach > 0.55;
      if (invited && interviewDaysAgo >= 1) stage = 'Interview';
      const offerDaysAgo = interviewDaysAgo - between(random, 2, 5);
      if (stage === 'Interview' && reach > 0.82 && offerDaysAgo >= 0) stage = 'Offer';
      if (stage === 'Offer' && reach > 0.9 && offerDaysAgo >= 7) stage = 'Hired';
      applications.push({
        id: `APP-${4000 + applications.length}`,
        applicant: `${pick(random, FIRST)} ${pick(random, LAST)}`,
        postingId: posting.id,
        job: posting.title,
        appliedOn: day,
        stage,
        rejected: stage !== 'Hired' && stage !== 'Offer' && daysAgo > 10 && random() < 0.45,
        interviewAt: invited
          ? stamp(interviewDaysAgo, between(random, 10, 17), pick(random, [0, 30] as const), today)
          : null,
        offerOn: stage === 'Offer' || stage === 'Hired' ? isoDay(offerDaysAgo, today) : null,
      });
    }
  }
  // A rejected candidate's interview still to come is cancelled.
  for (const application of applications) {
    if (application.rejected && application.interviewAt && application.interviewAt > stamp(0, 0, 0, today))
      application.interviewAt = null;
  }
  return { postings, applications };
}

export interface JobsSummary {
  applications: number;
  applicationsBefore: number;
  interviews: number;
  interviewsBefore: number;
  offers: number;
  offersBefore: number;
  openJobs: number;
  openJobsAtStart: number;
  days: { date: string; applications: number }[];
  /** Applications received in the range that reached each stage (or went further). */
  pipeline: { stage: Stage; count: number }[];
  recent: Application[];
  /** Interviews after `now` of applications received in the range, soonest first. */
  upcoming: Application[];
}

/** Every figure of the jobs dashboard for the last `days` days, as seen at `now`. */
export function summariseJobs(data: HiringData, days: RangeDays, now = new Date()): JobsSummary {
  const at = localStamp(now);
  const received = data.applications.filter((a) => inRange(a.appliedOn, days, now));
  const held = (inWindow: (day: string) => boolean) =>
    data.applications.filter((a) => a.interviewAt !== null && a.interviewAt <= at && inWindow(a.interviewAt))
      .length;
  const offered = (inWindow: (day: string) => boolean) =>
    data.applications.filter((a) => a.offerOn !== null && inWindow(a.offerOn)).length;
  const openOn = (day: string) =>
    data.postings.filter((p) => p.postedOn <= day && (p.closedOn === null || p.closedOn >= day)).length;
  return {
    applications: received.length,
    applicationsBefore: data.applications.filter((a) => inPreviousRange(a.appliedOn, days, now)).length,
    interviews: held((day) => inRange(day, days, now)),
    interviewsBefore: held((day) => inPreviousRange(day, days, now)),
    offers: offered((day) => inRange(day, days, now)),
    offersBefore: offered((day) => inPreviousRange(day, days, now)),
    openJobs: openOn(isoDay(0, now)),
    openJobsAtStart: openOn(isoDay(days, now)),
    days: rangeDayList(days, now).map((date) => ({
      date,
      applications: received.filter((a) => a.appliedOn === date).length,
    })),
    pipeline: STAGES.map((stage, index) => ({
      stage,
      count: received.filter((a) => STAGES.indexOf(a.stage) >= index).length,
    })),
    recent: [...received].reverse().slice(0, 8),
    upcoming: received
      .filter((a) => a.interviewAt !== null && a.interviewAt > at)
      .sort((a, b) => (a.interviewAt ?? '').localeCompare(b.interviewAt ?? ''))
      .slice(0, 6),
  };
}
