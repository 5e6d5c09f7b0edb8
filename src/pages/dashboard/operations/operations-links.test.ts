import { describe, expect, it } from 'vitest';
import {
  barWidths,
  designLink,
  overdueTasksLink,
  paymentsDueMonthLink,
  recceLink,
  stageLink,
} from './operations-links';

describe('operations dashboard links', () => {
  it('opens each list filtered as the figure counts', () => {
    expect(stageLink('design')).toBe('/dashboard/projects?stage=design');
    expect(paymentsDueMonthLink()).toBe('/dashboard/projects?payments=month');
    expect(overdueTasksLink('abc')).toBe('/dashboard/tasks?assignee=abc&due=overdue');
    expect(overdueTasksLink(null)).toBe('/dashboard/tasks?due=overdue');
    expect(recceLink('week')).toBe('/dashboard/recce?due=week');
    expect(designLink('overdue')).toBe('/dashboard/design?due=overdue');
  });

  it('scales bars to the longest, and all zero to nothing', () => {
    expect(barWidths([0, 5, 10])).toEqual([0, 50, 100]);
    expect(barWidths([0, 0])).toEqual([0, 0]);
    expect(barWidths([])).toEqual([]);
  });
});
