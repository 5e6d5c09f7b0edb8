/** The jobs app's two forms, applying for a job and scheduling an interview: zod schemas beside their rules. */
import { z } from 'zod';

/** Indian mobile numbers: ten digits starting 6 to 9, optionally after +91 or 0, spaces and dashes allowed. */
const INDIAN_MOBILE = /^(?:\+91|0)?[6-9]\d{9}$/;

export const applicationSchema = z.object({
  name: z.string().trim().min(2, 'Enter your full name.'),
  email: z.string().trim().toLowerCase().pipe(z.email('Enter an email address like name@example.in.')),
  phone: z
    .string()
    .transform((value) => value.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(INDIAN_MOBILE, 'Enter a 10-digit mobile number, e.g. 98220 11234.')),
  cvName: z.string().min(1, 'Attach your CV (PDF or Word).'),
  coverNote: z.string().trim().max(600, 'Keep the note under 600 characters.'),
});
export type ApplicationInput = z.input<typeof applicationSchema>;
export type ApplicationValues = z.output<typeof applicationSchema>;

export const INTERVIEW_MODES = ['At the workshop', 'Video call', 'Phone'] as const;
export const INTERVIEW_HOURS = { from: '09:00', to: '18:00' } as const;

/** `today` is an ISO date (YYYY-MM-DD), passed in so the rule is testable and stories are stable. */
export function interviewSchema(today: string) {
  return z.object({
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'Pick a date.', abort: true })
      .refine((date) => date >= today, 'Pick today or a later date.'),
    time: z
      .string()
      .regex(/^\d{2}:\d{2}$/, { message: 'Pick a time.', abort: true })
      .refine(
        (time) => time >= INTERVIEW_HOURS.from && time <= INTERVIEW_HOURS.to,
        `Interviews run between ${INTERVIEW_HOURS.from} and ${INTERVIEW_HOURS.to}.`,
      ),
    mode: z.enum(INTERVIEW_MODES),
    interviewer: z.string().trim().min(2, 'Who will take the interview?'),
  });
}
export type InterviewValues = z.output<ReturnType<typeof interviewSchema>>;

export { localIsoDate } from '@/ui/format/local-date';
