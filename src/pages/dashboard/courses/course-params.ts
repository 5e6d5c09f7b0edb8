/**
 * The courses page's state in the URL: `tab` (courses | team), `behind=1` (only those behind),
 * `course` (the course open) and `certificate` (the certificate shown for printing).
 */
export const COURSE_TABS = ['courses', 'team'] as const;
export type CourseTab = (typeof COURSE_TABS)[number];

export interface CoursesView {
  tab: CourseTab;
  behindOnly: boolean;
  courseId: string | null;
  certificateId: string | null;
}

export function viewFromParams(params: URLSearchParams): CoursesView {
  const tab = params.get('tab');
  return {
    tab: (COURSE_TABS as readonly string[]).includes(tab ?? '') ? (tab as CourseTab) : 'courses',
    behindOnly: params.get('behind') === '1',
    courseId: params.get('course') || null,
    certificateId: params.get('certificate') || null,
  };
}

/** The params with one key set (or removed for null), the others kept. */
export function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(key);
  else next.set(key, value);
  return next;
}

const day = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
/** "31 Oct 2026" for an ISO day or timestamp; "No due date" for none. */
export function formatDay(iso: string | null): string {
  if (iso === null) return 'No due date';
  const date = new Date(iso.length === 10 ? `${iso}T00:00:00` : iso);
  return Number.isNaN(date.getTime()) ? iso : day.format(date);
}
