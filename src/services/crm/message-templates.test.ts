import { describe, expect, it } from 'vitest';
import { fillTemplate, messageTemplateFormSchema, unknownPlaceholders } from './message-templates';

describe('fillTemplate', () => {
  it('fills every known placeholder, as often as it appears', () => {
    expect(
      fillTemplate('Hi {name} of {company}, {owner} here. {name}, call {phone}?', {
        name: 'Riya Shah',
        company: 'Shah Logistics',
        owner: 'Asha Rao',
        phone: '+91 98450 10001',
      }),
    ).toBe('Hi Riya Shah of Shah Logistics, Asha Rao here. Riya Shah, call +91 98450 10001?');
  });

  it('leaves a missing value empty and unknown words or lone braces as typed', () => {
    expect(fillTemplate('Dear {name} ({company}) {city} {', { name: ' Riya ', company: null })).toBe(
      'Dear Riya () {city} {',
    );
  });

  it('does not re-read a filled value as a placeholder', () => {
    expect(fillTemplate('{name} / {owner}', { name: '{owner}', owner: 'Asha' })).toBe('{owner} / Asha');
  });
});

describe('unknownPlaceholders', () => {
  it('lists each unknown word once', () => {
    expect(unknownPlaceholders('{name} {city} {Name} {city} {}')).toEqual(['{city}', '{Name}', '{}']);
    expect(unknownPlaceholders('Hello {name}')).toEqual([]);
  });
});

describe('messageTemplateFormSchema', () => {
  it('needs a subject for an e-mail and flags unknown placeholders', () => {
    const email = messageTemplateFormSchema.safeParse({
      kind: 'email',
      name: 'Intro',
      subject: '',
      body: 'Hi {first_name}',
      active: true,
    });
    expect(email.success).toBe(false);
    const paths = email.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['subject', 'body']));
    expect(
      messageTemplateFormSchema.safeParse({
        kind: 'whatsapp',
        name: 'Hi',
        subject: '',
        body: 'Hi {name}',
        active: true,
      }).success,
    ).toBe(true);
  });
});
