import { describe, expect, it } from 'vitest';
import { applicationSchema, interviewSchema, localIsoDate } from './jobs-forms';

const valid = {
  name: 'Ravi Patil',
  email: ' Ravi.Patil@Example.in ',
  phone: '+91 98220-11234',
  cvName: 'Ravi-Patil-CV.pdf',
  coverNote: '',
};

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('applicationSchema', () => {
  it('accepts a complete application and normalises email and phone', () => {
    const parsed = applicationSchema.parse(valid);
    expect(parsed.email).toBe('ravi.patil@example.in');
    expect(parsed.phone).toBe('+919822011234');
  });

  it('refuses a malformed email, a short phone number and a missing CV', () => {
    const result = applicationSchema.safeParse({ ...valid, email: 'ravi@', phone: '12345', cvName: '' });
    expect(messages(result)).toEqual([
      'Enter an email address like name@example.in.',
      'Enter a 10-digit mobile number, e.g. 98220 11234.',
      'Attach your CV (PDF or Word).',
    ]);
  });

  it('refuses a number that cannot be an Indian mobile', () => {
    expect(applicationSchema.safeParse({ ...valid, phone: '5822011234' }).success).toBe(false);
  });
});

describe('interviewSchema', () => {
  const schema = interviewSchema('2026-11-22');
  const slot = { date: '2026-11-24', time: '11:30', mode: 'Video call', interviewer: 'Sneha Kulkarni' };

  it('accepts a slot within working hours from today on', () => {
    expect(schema.safeParse(slot).success).toBe(true);
    expect(schema.safeParse({ ...slot, date: '2026-11-22', time: '18:00' }).success).toBe(true);
  });

  it('refuses past dates, out-of-hours times and empty fields', () => {
    expect(messages(schema.safeParse({ ...slot, date: '2026-11-21' }))).toEqual([
      'Pick today or a later date.',
    ]);
    expect(messages(schema.safeParse({ ...slot, time: '08:59' }))).toEqual([
      'Interviews run between 09:00 and 18:00.',
    ]);
    expect(messages(schema.safeParse({ ...slot, date: '', time: '', interviewer: ' ' }))).toEqual([
      'Pick a date.',
      'Pick a time.',
      'Who will take the interview?',
    ]);
  });

  it('uses the local calendar date', () => {
    expect(localIsoDate(new Date(2026, 0, 5, 23, 30))).toBe('2026-01-05');
  });
});
