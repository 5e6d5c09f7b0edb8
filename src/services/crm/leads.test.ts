// The lead form's rules, as the page shows them beside each field.
import { describe, expect, it } from 'vitest';
import { dueFilters, leadFilters, leadFormDefaults, leadFormSchema, type LeadFormInput } from './leads';

const valid: LeadFormInput = {
  ...leadFormDefaults(null),
  name: 'Riya Shah',
  phone: '+91 98450 12345',
  stage_id: 'st1',
  status_id: 'ss1',
};

function messages(input: Partial<LeadFormInput>): Record<string, string> {
  const result = leadFormSchema.safeParse({ ...valid, ...input });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('leadFormSchema', () => {
  it('accepts an Indian mobile with +91, 0 or nothing in front, and stores it as +91 and ten digits', () => {
    for (const phone of ['+91 98450 12345', '098450-12345', '9845012345', '+91-6000000000']) {
      const parsed = leadFormSchema.parse({ ...valid, phone });
      expect(parsed.phone).toMatch(/^\+91 [6-9]\d{9}$/);
    }
  });

  it('says what is wrong beside the phone, e-mail and pincode', () => {
    expect(messages({ phone: '5845012345' })).toHaveProperty(
      'phone',
      expect.stringMatching(/10-digit Indian mobile/),
    );
    expect(messages({ phone: '98450 1234' })).toHaveProperty('phone');
    expect(messages({ email: 'riya@' })).toHaveProperty('email', expect.stringMatching(/e-mail address/));
    expect(messages({ pincode: '060001' })).toHaveProperty('pincode', expect.stringMatching(/6 digits/));
    expect(messages({ pincode: '56001' })).toHaveProperty('pincode');
    expect(messages({ name: '  ' })).toHaveProperty('name');
  });

  it('needs a phone or an e-mail, and keeps e-mails trimmed and in lower case', () => {
    expect(messages({ phone: '', email: '' })).toHaveProperty('phone', 'Give a phone number or an e-mail');
    const parsed = leadFormSchema.parse({ ...valid, phone: '', email: ' Riya.Shah@Example.IN ' });
    expect(parsed).toMatchObject({ phone: undefined, email: 'riya.shah@example.in' });
  });

  it('turns empty choices into no campaign and no owner', () => {
    expect(leadFormSchema.parse(valid)).toMatchObject({
      campaign_id: null,
      owner_id: null,
      estimated_value: null,
    });
  });
});

describe('leadFilters', () => {
  it('searches four columns in one or-filter, with typed digits matching the stored phone', () => {
    const [search] = leadFilters({ search: '98450 12345' });
    expect(search).toMatchObject({ op: 'or' });
    const columns =
      search && 'filters' in search ? search.filters.map((f) => `${f.column}:${String(f.value)}`) : [];
    expect(columns).toEqual([
      'name:%98450 12345%',
      'email:%98450 12345%',
      'company_name:%98450 12345%',
      'phone:%98450 12345%',
      'phone:%9845012345%',
    ]);
  });

  it('reads owner=me as the caller, and as nobody when there is no caller', () => {
    expect(leadFilters({ owner: 'me' }, { me: 'p1' })).toEqual([
      { column: 'owner_id', op: 'eq', value: 'p1' },
    ]);
    expect(leadFilters({ owner: 'me' }, {})).toEqual([{ op: 'or', filters: [] }]);
  });

  it('counts today from local midnight to the next, and the week as seven days', () => {
    const now = new Date(2026, 10, 25, 15, 30);
    const [from, to] = dueFilters('today', now);
    expect(from).toMatchObject({ op: 'gte', value: new Date(2026, 10, 25).toISOString() });
    expect(to).toMatchObject({
      op: 'lte',
      value: new Date(new Date(2026, 10, 26).getTime() - 1).toISOString(),
    });
    expect(dueFilters('week', now)[1]).toMatchObject({
      value: new Date(new Date(2026, 11, 2).getTime() - 1).toISOString(),
    });
    expect(dueFilters('none', now)).toEqual([{ column: 'next_follow_up_at', op: 'is', value: null }]);
  });
});
