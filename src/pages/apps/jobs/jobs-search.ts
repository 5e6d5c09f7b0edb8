/** Filtering, sorting and paging of the jobs app's lists, kept pure so they are tested without a browser. */
import type { Candidate, Company, Job } from './jobs-fixtures';

export const EXPERIENCE_BANDS = [
  { id: 'fresher', label: 'Fresher (0–1 years)', min: 0, max: 1 },
  { id: 'junior', label: '2–3 years', min: 2, max: 3 },
  { id: 'mid', label: '4–5 years', min: 4, max: 5 },
  { id: 'senior', label: '6 years and more', min: 6, max: Number.POSITIVE_INFINITY },
] as const;
export type ExperienceBandId = (typeof EXPERIENCE_BANDS)[number]['id'];

const inBand = (years: number, band: ExperienceBandId | ''): boolean => {
  if (!band) return true;
  const found = EXPERIENCE_BANDS.find((entry) => entry.id === band);
  return !found || (years >= found.min && years <= found.max);
};

const matchesText = (query: string, ...fields: string[]): boolean => {
  const words = query.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = fields.join(' ').toLowerCase();
  return words.every((word) => haystack.includes(word));
};

/** Monthly pay bounds of the salary filter, in rupees. */
export const PAY_FILTER_MIN = 10_000;
export const PAY_FILTER_MAX = 100_000;

export interface JobFilters {
  keyword: string;
  city: string;
  type: string;
  experience: ExperienceBandId | '';
  /** [from, to] monthly; a job matches when its pay range overlaps this one. */
  pay: [number, number];
}

export const EMPTY_JOB_FILTERS: JobFilters = {
  keyword: '',
  city: '',
  type: '',
  experience: '',
  pay: [PAY_FILTER_MIN, PAY_FILTER_MAX],
};

export function filterJobs(
  jobs: readonly Job[],
  filters: JobFilters,
  companyName: (id: string) => string,
): Job[] {
  const [payMin, payMax] = filters.pay;
  return jobs.filter(
    (job) =>
      matchesText(
        filters.keyword,
        job.title,
        job.summary,
        job.skills.join(' '),
        companyName(job.companyId),
      ) &&
      (!filters.city || job.city === filters.city) &&
      (!filters.type || job.type === filters.type) &&
      inBand(job.minExperience, filters.experience) &&
      job.payTo >= payMin &&
      job.payFrom <= payMax,
  );
}

export const JOB_SORTS = [
  { id: 'newest', label: 'Newest first' },
  { id: 'pay-high', label: 'Highest pay' },
  { id: 'pay-low', label: 'Lowest pay' },
  { id: 'applicants', label: 'Fewest applicants' },
] as const;
export type JobSort = (typeof JOB_SORTS)[number]['id'];

export function sortJobs(jobs: readonly Job[], sort: JobSort): Job[] {
  const byNewest = (a: Job, b: Job) => b.postedOn.localeCompare(a.postedOn);
  const compare: Record<JobSort, (a: Job, b: Job) => number> = {
    newest: byNewest,
    'pay-high': (a, b) => b.payTo - a.payTo || byNewest(a, b),
    'pay-low': (a, b) => a.payFrom - b.payFrom || byNewest(a, b),
    applicants: (a, b) => a.applicants - b.applicants || byNewest(a, b),
  };
  return [...jobs].sort(compare[sort]);
}

/** One page of a list (pages count from 1); a page past the end falls back to the last one. */
export function pageOf<T>(items: readonly T[], page: number, size: number): { items: T[]; page: number } {
  const last = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, page), last);
  return { items: items.slice((current - 1) * size, current * size), page: current };
}

/**
 * Open jobs most like this one: shared skills count double, the same team once, the same city once;
 * jobs with nothing in common are left out.
 */
export function relatedJobs(target: Job, jobs: readonly Job[], limit = 3): Job[] {
  const score = (other: Job) =>
    other.skills.filter((skill) => target.skills.includes(skill)).length * 2 +
    (other.team === target.team ? 1 : 0) +
    (other.city === target.city ? 1 : 0);
  return jobs
    .filter((other) => other.id !== target.id && other.status === 'Open' && score(other) > 0)
    .map((other) => ({ other, points: score(other) }))
    .sort((a, b) => b.points - a.points || b.other.postedOn.localeCompare(a.other.postedOn))
    .slice(0, limit)
    .map(({ other }) => other);
}

export interface CompanyFilters {
  query: string;
  industry: string;
  city: string;
}

export const COMPANY_SORTS = [
  { id: 'name', label: 'Name' },
  { id: 'open-roles', label: 'Most open roles' },
  { id: 'rating', label: 'Highest rated' },
  { id: 'size', label: 'Largest' },
] as const;
export type CompanySort = (typeof COMPANY_SORTS)[number]['id'];

export function searchCompanies(
  companies: readonly Company[],
  filters: CompanyFilters,
  sort: CompanySort,
  openRoles: (companyId: string) => number,
): Company[] {
  const byName = (a: Company, b: Company) => a.name.localeCompare(b.name, 'en-IN');
  const compare: Record<CompanySort, (a: Company, b: Company) => number> = {
    name: byName,
    'open-roles': (a, b) => openRoles(b.id) - openRoles(a.id) || byName(a, b),
    rating: (a, b) => b.rating - a.rating || byName(a, b),
    size: (a, b) => b.employees - a.employees || byName(a, b),
  };
  return companies
    .filter(
      (company) =>
        matchesText(filters.query, company.name, company.about, company.industry) &&
        (!filters.industry || company.industry === filters.industry) &&
        (!filters.city || company.city === filters.city),
    )
    .sort(compare[sort]);
}

export interface CandidateFilters {
  /** Matches a skill, the headline or the name. */
  query: string;
  skill: string;
  experience: ExperienceBandId | '';
  city: string;
  shortlistedOnly: boolean;
}

export const EMPTY_CANDIDATE_FILTERS: CandidateFilters = {
  query: '',
  skill: '',
  experience: '',
  city: '',
  shortlistedOnly: false,
};

export function filterCandidates(
  candidates: readonly Candidate[],
  filters: CandidateFilters,
  shortlist: readonly string[],
): Candidate[] {
  return candidates.filter(
    (candidate) =>
      matchesText(filters.query, candidate.name, candidate.headline, candidate.skills.join(' ')) &&
      (!filters.skill || candidate.skills.includes(filters.skill)) &&
      inBand(candidate.experienceYears, filters.experience) &&
      (!filters.city || candidate.city === filters.city) &&
      (!filters.shortlistedOnly || shortlist.includes(candidate.id)),
  );
}

/** Every skill any candidate lists, alphabetically: the options of the skill filter. */
export function skillsOf(candidates: readonly Candidate[]): string[] {
  return [...new Set(candidates.flatMap((candidate) => candidate.skills))].sort((a, b) =>
    a.localeCompare(b, 'en-IN'),
  );
}

/** Adds the id if it is missing, removes it if present: saving, following and shortlisting all toggle. */
export function toggleId(ids: readonly string[], id: string): string[] {
  return ids.includes(id) ? ids.filter((entry) => entry !== id) : [...ids, id];
}

/** "₹26,000–34,000 a month" */
export function formatPayRange(from: number, to: number): string {
  return `₹${from.toLocaleString('en-IN')}–${to.toLocaleString('en-IN')} a month`;
}

export function experienceLabel(years: number): string {
  if (years === 0) return 'Fresher';
  return `${years} year${years === 1 ? '' : 's'}`;
}
