import { describe, expect, it } from 'vitest';
import { formatDay, viewFromParams, withParam } from './course-params';

describe('viewFromParams', () => {
  it('reads the tab, the behind filter and the open course or certificate', () => {
    expect(viewFromParams(new URLSearchParams('tab=team&behind=1&course=c1'))).toEqual({
      tab: 'team',
      behindOnly: true,
      courseId: 'c1',
      certificateId: null,
    });
  });

  it('falls back to the course list for an unknown tab', () => {
    expect(viewFromParams(new URLSearchParams('tab=nope')).tab).toBe('courses');
  });
});

describe('withParam', () => {
  it('sets and removes one key and keeps the others', () => {
    const params = new URLSearchParams('tab=team&course=c1');
    expect(withParam(params, 'course', null).toString()).toBe('tab=team');
    expect(withParam(params, 'behind', '1').toString()).toBe('tab=team&course=c1&behind=1');
  });
});

describe('formatDay', () => {
  it('formats a day and says when there is none', () => {
    expect(formatDay('2026-10-31')).toBe('31 Oct 2026');
    expect(formatDay(null)).toBe('No due date');
  });
});
