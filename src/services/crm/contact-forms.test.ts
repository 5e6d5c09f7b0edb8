// The forms save e-mails and phones in the form the tables' checks accept (issue 20, finding 1):
// a typed phone is normalised before saving, and an e-mail carrying a header is refused beside its
// field before the database is asked.
import { describe, expect, it } from 'vitest';
import { contactFormSchema } from './crm-directory';
import { leadEmailSchema } from './lead-rules';
import { staffFormSchema } from '../admin/staff';

describe('contact values in the forms', () => {
  it('saves a directory contact’s phone normalised, and refuses a ?bcc= e-mail', () => {
    const saved = contactFormSchema.parse({
      name: 'Riya Sen',
      company_id: '',
      email: ' Riya.Sen@Example.in ',
      phone: '(+91) 98450.123-04',
      designation: '',
      city: '',
    });
    expect(saved).toMatchObject({ email: 'riya.sen@example.in', phone: '+91 98450 123 04' });
    const refused = contactFormSchema.safeParse({
      name: 'Riya Sen',
      company_id: '',
      email: 'x@y.co?bcc=spy@evil.example',
      phone: 'call me',
      designation: '',
      city: '',
    });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['email', 'phone']);
  });

  it('refuses the same e-mail in the lead form and normalises a staff phone', () => {
    expect(leadEmailSchema.safeParse('x@y.co?bcc=spy@evil.example').success).toBe(false);
    expect(leadEmailSchema.parse(' Riya@Example.in')).toBe('riya@example.in');
    const staff = staffFormSchema.parse({
      name: 'Zara Quint',
      email: 'zara.quint@fpw.in',
      phone: '(020) 2612-3456',
      department: 'Sales',
      designation: 'sales',
      active: true,
      role_ids: [],
    });
    expect(staff.phone).toBe('020 2612 3456');
  });
});
