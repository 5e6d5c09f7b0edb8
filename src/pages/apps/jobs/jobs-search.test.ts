import { describe, expect, it } from 'vitest';
import { CANDIDATES, COMPANIES, JOBS, OWN_COMPANY_ID, type Job } from './jobs-fixtures';
import {
  EMPTY_CANDIDATE_FILTERS,
  EMPTY_JOB_FILTERS,
  filterCandidates,
  filterJobs,
  formatPayRange,
  pageOf,
  relatedJobs,
  searchCompanies,
  skillsOf,
  sortJobs,
  toggleId,
} from './jobs-search';

const nameOf = (id: string) => COMPANIES.find((company) => company.id === id)?.name ?? '';
const ids = (rows: readonly { id: string }[]) => rows.map((row) => row.id);

describe('filterJobs', () => {
  it('keeps every job with no filter set', () => {
    expect(filterJobs(JOBS, EMPTY_JOB_FILTERS, nameOf)).toHaveLength(JOBS.length);
  });

  it('matches every keyword word against title, skills and company name', () => {
    expect(ids(filterJobs(JOBS, { ...EMPTY_JOB_FILTERS, keyword: 'cnc' }, nameOf))).toEqual([
      'j-cnc-operator',
    ]);
    expect(ids(filterJobs(JOBS, { ...EMPTY_JOB_FILTERS, keyword: 'kitchenkraft design' }, nameOf))).toEqual([
      'j-kitchen-designer',
    ]);
  });

  it('combines city, type and experience band', () => {
    const found = filterJobs(
      JOBS,
      { ...EMPTY_JOB_FILTERS, city: 'Pune', type: 'Full time', experience: 'junior' },
      nameOf,
    );
    expect(ids(found)).toEqual(['j-cnc-operator', 'j-interior-designer', 'j-sales-executive']);
  });

  it('keeps jobs whose pay range overlaps the filter range', () => {
    const found = filterJobs(JOBS, { ...EMPTY_JOB_FILTERS, pay: [60_000, 100_000] }, nameOf);
    expect(ids(found).sort()).toEqual(['j-interior-designer', 'j-kitchen-designer', 'j-territory-sales']);
  });
});

describe('sortJobs', () => {
  it('orders by date, pay either way, or fewest applicants', () => {
    expect(sortJobs(JOBS, 'newest')[0]?.id).toBe('j-cnc-operator');
    expect(sortJobs(JOBS, 'pay-high')[0]?.id).toBe('j-territory-sales');
    expect(sortJobs(JOBS, 'pay-low')[0]?.id).toBe('j-accounts-intern');
    expect(sortJobs(JOBS, 'applicants')[0]?.id).toBe('j-press-operator');
  });

  it('does not change the list it is given', () => {
    const before = ids(JOBS);
    sortJobs(JOBS, 'pay-low');
    expect(ids(JOBS)).toEqual(before);
  });
});

describe('pageOf', () => {
  it('slices pages from 1 and clamps a page past the end to the last', () => {
    const letters = ['a', 'b', 'c', 'd', 'e'];
    expect(pageOf(letters, 2, 2)).toEqual({ items: ['c', 'd'], page: 2 });
    expect(pageOf(letters, 9, 2)).toEqual({ items: ['e'], page: 3 });
    expect(pageOf([], 3, 2)).toEqual({ items: [], page: 1 });
  });
});

describe('relatedJobs', () => {
  const byId = (id: string) => JOBS.find((job) => job.id === id) as Job;

  it('ranks shared skills first and never returns the job itself or closed jobs', () => {
    const related = relatedJobs(byId('j-cnc-operator'), JOBS);
    expect(related[0]?.id).toBe('j-panel-saw');
    expect(ids(related)).not.toContain('j-cnc-operator');
    const closedTwin = { ...byId('j-panel-saw'), id: 'j-closed', status: 'Closed' as const };
    expect(ids(relatedJobs(byId('j-cnc-operator'), [...JOBS, closedTwin]))).not.toContain('j-closed');
  });

  it('returns at most the limit', () => {
    expect(relatedJobs(byId('j-interior-designer'), JOBS, 2)).toHaveLength(2);
  });
});

describe('searchCompanies', () => {
  const openRoles = (id: string) =>
    JOBS.filter((job) => job.companyId === id && job.status === 'Open').length;
  const none = { query: '', industry: '', city: '' };

  it('filters by text, industry and city', () => {
    expect(
      ids(searchCompanies(COMPANIES, { ...none, industry: 'Panel processing' }, 'name', openRoles)),
    ).toEqual(['c-boardline', 'c-pressline']);
    expect(
      ids(
        searchCompanies(
          COMPANIES,
          { ...none, industry: 'Panel processing', city: 'Pune' },
          'name',
          openRoles,
        ),
      ),
    ).toEqual(['c-pressline']);
    expect(ids(searchCompanies(COMPANIES, { ...none, query: 'hinges' }, 'name', openRoles))).toEqual([
      'c-hingeworks',
    ]);
  });

  it('sorts by open roles, rating and size', () => {
    expect(searchCompanies(COMPANIES, none, 'open-roles', openRoles)[0]?.id).toBe(OWN_COMPANY_ID);
    expect(searchCompanies(COMPANIES, none, 'rating', openRoles)[0]?.id).toBe('c-spacecraft');
    expect(searchCompanies(COMPANIES, none, 'size', openRoles)[0]?.id).toBe('c-laminova');
  });
});

describe('filterCandidates', () => {
  it('narrows by skill, experience band, city and the shortlist', () => {
    expect(ids(filterCandidates(CANDIDATES, { ...EMPTY_CANDIDATE_FILTERS, skill: '3D design' }, []))).toEqual(
      ['cd-sneha', 'cd-kavya'],
    );
    expect(
      ids(
        filterCandidates(CANDIDATES, { ...EMPTY_CANDIDATE_FILTERS, experience: 'senior', city: 'Pune' }, []),
      ),
    ).toEqual(['cd-sneha']);
    expect(
      ids(filterCandidates(CANDIDATES, { ...EMPTY_CANDIDATE_FILTERS, shortlistedOnly: true }, ['cd-arjun'])),
    ).toEqual(['cd-arjun']);
  });

  it('lists each skill once, alphabetically', () => {
    const skills = skillsOf(CANDIDATES);
    expect(new Set(skills).size).toBe(skills.length);
    expect(skills[0]).toBe('3D design');
  });
});

describe('helpers', () => {
  it('toggles an id in and out', () => {
    expect(toggleId(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleId(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('formats a pay range in Indian digit grouping', () => {
    expect(formatPayRange(120_000, 150_000)).toBe('₹1,20,000–1,50,000 a month');
  });
});
