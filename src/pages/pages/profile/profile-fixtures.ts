/** Demo content of the profile page: its typed fixtures and the store that keeps the user's changes. */
import { z } from 'zod';
import { createDemoStore } from '@/services/kit';

export const profileSchema = z.object({
  name: z.string().trim().min(2, 'Enter your name'),
  designation: z.string().trim().min(2, 'Enter your designation'),
  email: z.email('Enter an email address such as name@fpw.in'),
  phone: z
    .string()
    .trim()
    .regex(/^(\+91[\s-]?)?[6-9]\d{9}$/, 'Enter a 10-digit Indian mobile number'),
  city: z.string().trim().min(2, 'Enter your city'),
  bio: z.string().max(300, 'Keep it under 300 characters'),
});
export type Profile = z.infer<typeof profileSchema>;

export const storedProfileSchema = profileSchema.extend({ avatar: z.string() });
export const profileStore = createDemoStore('profile', storedProfileSchema, {
  name: 'Priya Sharma',
  designation: 'Senior interior designer',
  email: 'priya.sharma@fpw.in',
  phone: '9876543210',
  city: 'Bengaluru',
  bio: 'Designs kitchens and wardrobes for apartments in east Bengaluru; nine years with FPW.',
  avatar: '',
});
