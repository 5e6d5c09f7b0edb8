import { describe, expect, it } from 'vitest';
import { buildHiringData, STAGES, summariseJobs } from './jobs-fixtures';

const now = new Date(2026, 10, 22, 12, 0);
const data = buildHiringData(now);

describe('jobs dashboard figures', () => {
  it('builds the same hiring history for the same moment, each stage in its order', () => {
    expect(buildHiringData(now)).toEqual(data);
    for (const application of data.applications) {
      if (application.offerOn) expect(application.offerOn > application.appliedOn).toBe(true);
      if (STAGES.indexOf(application.stage) >= STAGES.indexOf('Interview'))
        expect(application.interviewAt && application.interviewAt <= '2026-11-22T12:00').toBeTruthy();
    }
  });

  it('counts applications, interviews held and offers inside the range', () => {
    const week = summariseJobs(data, 7, now);
    expect(week.applications).toBe(data.applications.filter((a) => a.appliedOn >= '2026-11-16').length);
    expect(week.days.reduce((sum, day) => sum + day.applications, 0)).toBe(week.applications);
    expect(week.interviews).toBe(
      data.applications.filter(
        (a) => a.interviewAt && a.interviewAt >= '2026-11-16' && a.interviewAt <= '2026-11-22T12:00',
      ).length,
    );
    expect(week.offers).toBe(data.applications.filter((a) => a.offerOn && a.offerOn >= '2026-11-16').length);
    const quarter = summariseJobs(data, 90, now);
    expect(quarter.applications).toBeGreaterThan(week.applications);
    expect(quarter.offers).toBeGreaterThanOrEqual(week.offers);
  });

  it('narrows the pipeline stage by stage and lists only interviews still to come', () => {
    const month = summariseJobs(data, 30, now);
    expect(month.pipeline[0]?.count).toBe(month.applications);
    month.pipeline.slice(1).forEach((step, index) => {
      expect(step.count).toBeLessThanOrEqual(month.pipeline[index]?.count ?? 0);
    });
    expect(month.upcoming.length).toBeGreaterThan(0);
    expect(month.upcoming.every((a) => (a.interviewAt ?? '') > '2026-11-22T12:00')).toBe(true);
    const times = month.upcoming.map((a) => a.interviewAt);
    expect([...times].sort()).toEqual(times);
  });
});
