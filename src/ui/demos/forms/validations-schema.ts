/**
 * The validation demo's form: a site-survey booking that uses every kind of rule the app's forms need.
 * The messages say what to do, in the business's words.
 */
import { z } from 'zod';
import { applyMask } from '@/ui';

export const MB = 1024 * 1024;
export const EARLIEST_START = '2026-01-01';
export const LATEST_START = '2027-12-31';

export const BOOKING_ROOMS = [
  { value: 'kitchen', label: 'Kitchen' },
  { value: 'living', label: 'Living room' },
  { value: 'master-bedroom', label: 'Master bedroom' },
  { value: 'kids-bedroom', label: "Kids' bedroom" },
  { value: 'study', label: 'Study' },
  { value: 'pooja', label: 'Pooja room' },
];

const FLOOR_PLAN_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];

const isString = (value: unknown): value is string => typeof value === 'string';

export const bookingSchema = z
  .object({
    name: z
      .string()
      .trim()
      .min(1, 'Enter the client’s name.')
      .min(3, 'The name needs at least 3 characters.')
      .max(60, 'Keep the name under 60 characters.'),
    email: z
      .string()
      .trim()
      .min(1, 'Enter an email address.')
      .pipe(z.email('Enter an email address like name@example.com.')),
    confirmEmail: z.string().trim(),
    phone: z
      .string()
      .min(1, 'Enter a mobile number.')
      .regex(/^\+91[6-9]\d{9}$/, 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9.'),
    gstin: z.string().refine((value) => {
      if (value === '') return true;
      const result = applyMask('gstin', value);
      return result.complete && !result.problem;
    }, 'Enter a valid 15-character GSTIN, or leave it empty.'),
    pinCode: z.string().regex(/^[1-9]\d{5}$/, 'A PIN code has 6 digits.'),
    carpetArea: z
      .number({ error: 'Enter the carpet area.' })
      .min(100, 'The carpet area is at least 100 sqft.')
      .max(20000, 'Over 20,000 sqft is a commercial job; call the office.'),
    budget: z
      .number({ error: 'Enter the budget.' })
      .min(100000, 'The smallest project we take is ₹1,00,000.'),
    startDate: z
      .string()
      .min(1, 'Choose a start date.')
      .refine(
        (value) => value >= EARLIEST_START && value <= LATEST_START,
        `Start between ${EARLIEST_START} and ${LATEST_START}.`,
      ),
    handoverDate: z.string().min(1, 'Choose a handover date.'),
    // A refine, not .max(): in zod 4.6 a failed array .max() stops the object-level rules below from running.
    rooms: z
      .array(z.string())
      .min(1, 'Choose at least one room.')
      .refine((rooms) => rooms.length <= 4, 'Choose at most four rooms; bigger jobs need a full survey.'),
    siteVisit: z.boolean(),
    siteAddress: z.string(),
    floorPlan: z.custom<FileList | null>().superRefine((files, context) => {
      const file = files?.[0];
      if (!file) context.addIssue({ code: 'custom', message: 'Attach the floor plan.' });
      else if (!FLOOR_PLAN_TYPES.includes(file.type))
        context.addIssue({ code: 'custom', message: 'The floor plan must be a PDF, PNG or JPG.' });
      else if (file.size > 5 * MB)
        context.addIssue({ code: 'custom', message: 'The floor plan must be 5 MB or smaller.' });
    }),
    terms: z.boolean().refine((accepted) => accepted, 'Accept the terms to continue.'),
  })
  // Cross-field rules run even while other fields are wrong (`when`), so every message shows at once.
  .refine((form) => form.confirmEmail === form.email, {
    path: ['confirmEmail'],
    message: 'The two email addresses do not match.',
    when: ({ value }) => {
      const form = value as { email?: unknown; confirmEmail?: unknown };
      return isString(form.email) && isString(form.confirmEmail);
    },
  })
  .refine((form) => !form.startDate || !form.handoverDate || form.handoverDate > form.startDate, {
    path: ['handoverDate'],
    message: 'Handover must be after the start date.',
    when: ({ value }) => {
      const form = value as { startDate?: unknown; handoverDate?: unknown };
      return isString(form.startDate) && isString(form.handoverDate);
    },
  })
  .refine((form) => !form.siteVisit || form.siteAddress.trim().length >= 10, {
    path: ['siteAddress'],
    message: 'Enter the site address for the visit (at least 10 characters).',
    when: ({ value }) => {
      const form = value as { siteVisit?: unknown; siteAddress?: unknown };
      return typeof form.siteVisit === 'boolean' && isString(form.siteAddress);
    },
  });

export type BookingInput = z.input<typeof bookingSchema>;

/** Field order on the page: the summary lists errors in this order. */
export const BOOKING_FIELDS: { name: keyof BookingInput; label: string }[] = [
  { name: 'name', label: 'Client name' },
  { name: 'email', label: 'Email' },
  { name: 'confirmEmail', label: 'Confirm email' },
  { name: 'phone', label: 'Mobile number' },
  { name: 'gstin', label: 'GSTIN' },
  { name: 'pinCode', label: 'PIN code' },
  { name: 'carpetArea', label: 'Carpet area' },
  { name: 'budget', label: 'Budget' },
  { name: 'startDate', label: 'Start date' },
  { name: 'handoverDate', label: 'Handover date' },
  { name: 'rooms', label: 'Rooms' },
  { name: 'siteVisit', label: 'Site visit' },
  { name: 'siteAddress', label: 'Site address' },
  { name: 'floorPlan', label: 'Floor plan' },
  { name: 'terms', label: 'Terms' },
];

export const emptyBooking: BookingInput = {
  name: '',
  email: '',
  confirmEmail: '',
  phone: '',
  gstin: '',
  pinCode: '',
  carpetArea: Number.NaN,
  budget: Number.NaN,
  startDate: '',
  handoverDate: '',
  rooms: [],
  siteVisit: false,
  siteAddress: '',
  floorPlan: null,
  terms: false,
};
