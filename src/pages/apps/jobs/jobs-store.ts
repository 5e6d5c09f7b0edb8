/**
 * What the user does in the jobs app, kept in localStorage through the demo stores: the job postings (closed,
 * reopened, deleted), saved jobs, followed companies, applications, the candidate shortlist and interviews.
 */
import { z } from 'zod';
import { createDemoStore, useDemoStore } from '@/services/kit';
import { INTERVIEW_MODES } from './jobs-forms';
import { COMPANIES, JOBS, jobSchema } from './jobs-fixtures';

export const jobStore = createDemoStore('jobs.jobs', z.array(jobSchema), JOBS);
export const savedJobStore = createDemoStore('jobs.saved', z.array(z.string()), []);
export const followedCompanyStore = createDemoStore('jobs.followed', z.array(z.string()), []);

const applicationRecordSchema = z.object({
  id: z.string(),
  jobId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  cvName: z.string(),
  coverNote: z.string(),
  appliedAt: z.string(),
});
export type JobApplication = z.infer<typeof applicationRecordSchema>;
export const applicationStore = createDemoStore('jobs.applications', z.array(applicationRecordSchema), []);

/** The shortlist starts with one candidate so the filter has something to show. */
export const shortlistStore = createDemoStore('jobs.shortlist', z.array(z.string()), ['cd-sneha']);

const interviewRecordSchema = z.object({
  id: z.string(),
  candidateId: z.string(),
  date: z.string(),
  time: z.string(),
  mode: z.enum(INTERVIEW_MODES),
  interviewer: z.string(),
});
export type ScheduledInterview = z.infer<typeof interviewRecordSchema>;
export const interviewStore = createDemoStore('jobs.interviews', z.array(interviewRecordSchema), []);

const ALL_STORES = [
  jobStore,
  savedJobStore,
  followedCompanyStore,
  applicationStore,
  shortlistStore,
  interviewStore,
];

/** Back to the fixtures: the "Reset demo content" action and every story's clean start. */
export function resetJobsDemo(): void {
  for (const store of ALL_STORES) store.reset();
}

export const useJobs = () => useDemoStore(jobStore);
export const useSavedJobs = () => useDemoStore(savedJobStore);
export const useFollowedCompanies = () => useDemoStore(followedCompanyStore);
export const useApplications = () => useDemoStore(applicationStore);
export const useShortlist = () => useDemoStore(shortlistStore);
export const useInterviews = () => useDemoStore(interviewStore);

export const companyName = (id: string): string =>
  COMPANIES.find((company) => company.id === id)?.name ?? 'Unknown company';

/** A fresh record id; random so two tabs adding at once do not collide. */
export const newId = (prefix: string): string => `${prefix}-${crypto.randomUUID().slice(0, 8)}`;
