/** Demo content of the contacts page: its typed fixtures and the store that keeps the user's changes. */
import { z } from 'zod';
import { createDemoStore } from '@/services/kit';

export const contactSchema = z.object({
  id: z.string(),
  name: z.string(),
  company: z.string(),
  role: z.string(),
  email: z.string(),
  phone: z.string(),
  favourite: z.boolean(),
});
export type Contact = z.infer<typeof contactSchema>;
export const contactStore = createDemoStore('contacts', z.array(contactSchema), [
  {
    id: 'c-1',
    name: 'Ananya Iyer',
    company: 'Homeowner',
    role: 'Client',
    email: 'ananya.iyer@example.in',
    phone: '9845012345',
    favourite: true,
  },
  {
    id: 'c-2',
    name: 'Suresh Kumar',
    company: 'FPW Interiors',
    role: 'Lead installer',
    email: 'suresh.k@fpw.in',
    phone: '9900112233',
    favourite: true,
  },
  {
    id: 'c-3',
    name: 'Neha Gupta',
    company: 'Hettich India',
    role: 'Key account manager',
    email: 'neha.gupta@hettich.example.in',
    phone: '9811122233',
    favourite: false,
  },
  {
    id: 'c-4',
    name: 'Imran Khan',
    company: 'FPW Interiors',
    role: 'Site supervisor',
    email: 'imran.khan@fpw.in',
    phone: '9886543210',
    favourite: false,
  },
  {
    id: 'c-5',
    name: 'Rohit Malhotra',
    company: 'Homeowner',
    role: 'Client',
    email: 'rohit.m@example.in',
    phone: '9810098100',
    favourite: false,
  },
  {
    id: 'c-6',
    name: 'Lakshmi Rao',
    company: 'Greenply dealer, Whitefield',
    role: 'Sales',
    email: 'lakshmi@greenply-dealer.example.in',
    phone: '9740012345',
    favourite: false,
  },
]);
