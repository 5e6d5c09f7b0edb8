/**
 * The courses page's URL contract: `tab=team` (who is behind; the course list when absent),
 * `behind=1` (only those behind), `course` (the course open) and `certificate` (the certificate
 * shown for printing).
 */
import { anyText, defineListContract, oneOf } from '@/pages/list-kit';

export const COURSE_TABS = ['courses', 'team'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

export const coursesList = defineListContract({
  filters: { tab: oneOf(['team']), behind: oneOf(['1']), certificate: anyText },
  tableFilters: [],
  sortKeys: [],
  pageSizes: [25],
  openRecord: 'course',
});

export type CoursesListState = ReturnType<typeof coursesList.read>;

export interface CoursesView {
  tab: CourseTab;
  behindOnly: boolean;
  courseId: string | null;
  certificateId: string | null;
}

export function coursesViewOf(state: CoursesListState): CoursesView {
  return {
    tab: state.filters.tab ?? 'courses',
    behindOnly: state.filters.behind === '1',
    courseId: state.open,
    certificateId: state.filters.certificate ?? null,
  };
}

/** A link's query string (with its `?`) to the state after `change`. */
export function coursesLink(state: CoursesListState, change: Partial<CoursesListState>): string {
  return `?${coursesList.write({ ...state, ...change }).toString()}`;
}
