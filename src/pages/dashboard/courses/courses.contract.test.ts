import { describe, expect, it } from 'vitest';
import { coursesLink, coursesList, coursesViewOf } from './courses.contract';
import { formatDay } from './format-day';

const read = (search: string) => coursesList.read(new URLSearchParams(search));

describe('the courses view in the URL', () => {
  it('reads the tab, the behind filter and the open course or certificate, and writes them back', () => {
    const state = read('tab=team&behind=1&course=c1');
    expect(coursesViewOf(state)).toEqual({
      tab: 'team',
      behindOnly: true,
      courseId: 'c1',
      certificateId: null,
    });
    expect(coursesList.write(state).toString()).toBe('tab=team&behind=1&course=c1');
    expect(coursesViewOf(read('certificate=k1')).certificateId).toBe('k1');
  });

  it('falls back to the course list for an unknown tab', () => {
    expect(coursesViewOf(read('tab=nope')).tab).toBe('courses');
    expect(coursesViewOf(read('tab=courses')).tab).toBe('courses');
  });
});

describe('coursesLink', () => {
  it('sets and removes one part and keeps the others', () => {
    const state = read('tab=team&course=c1');
    expect(coursesLink(state, { open: null })).toBe('?tab=team');
    expect(coursesLink(state, { filters: { ...state.filters, behind: '1' } })).toBe(
      '?tab=team&behind=1&course=c1',
    );
  });
});

describe('formatDay', () => {
  it('formats a day and says when there is none', () => {
    expect(formatDay('2026-10-31')).toBe('31 Oct 2026');
    expect(formatDay(null)).toBe('No due date');
  });
});
