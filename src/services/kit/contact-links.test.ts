// Contact values and links (issue 20, finding 1): a stored or typed e-mail can never add a header
// or a recipient to a mailto link, a phone link carries digits only, and the values the forms
// accept are the values the database's checks accept.
import { describe, expect, it } from 'vitest';
import {
  isEmailAddress,
  isPhoneNumber,
  mailtoHref,
  normalizePhoneNumber,
  telHref,
  whatsappHref,
} from './contact-links';

describe('contact links', () => {
  it('dials and messages the Indian mobile with its country code', () => {
    expect(telHref('+91 98450 10001')).toBe('tel:+919845010001');
    expect(telHref('098450 10001')).toBe('tel:+919845010001');
    expect(whatsappHref('98450 10001', 'Hi Riya & family, 10% off?')).toBe(
      'https://wa.me/919845010001?text=Hi%20Riya%20%26%20family%2C%2010%25%20off%3F',
    );
    expect(whatsappHref('+91 9845010001', '')).toBe('https://wa.me/919845010001');
  });

  it('builds a mailto with an encoded subject and body', () => {
    expect(mailtoHref('riya@example.in', 'Your quote', 'Dear Riya,\nRegards')).toBe(
      'mailto:riya@example.in?subject=Your%20quote&body=Dear%20Riya%2C%0ARegards',
    );
    expect(mailtoHref('riya@example.in', '', '')).toBe('mailto:riya@example.in');
  });

  it('keeps a ?bcc= inside an address from becoming a hidden copy', () => {
    const href = mailtoHref('x@y.co?bcc=spy@evil.example', 'Hello', '');
    expect(href).toBe('mailto:x@y.co%3Fbcc%3Dspy@evil.example?subject=Hello');
    const url = new URL(href);
    expect(url.searchParams.has('bcc')).toBe(false);
    expect([...url.searchParams.keys()]).toEqual(['subject']);
    expect(mailtoHref('a@b.in&cc=c@d.in')).toBe('mailto:a@b.in%26cc%3Dc@d.in');
  });

  it('lets nothing but digits into tel: and wa.me', () => {
    expect(telHref('98450 10001?subject=x#frag')).toBe('tel:+919845010001');
    expect(whatsappHref('+91 98450 10001/../evil', 'a&b=c')).toBe(
      'https://wa.me/919845010001?text=a%26b%3Dc',
    );
  });
});

describe('contact values', () => {
  it('accepts the e-mails people have and refuses ones that carry more', () => {
    for (const ok of ['riya@example.in', "o'brien+quotes@mail.fpw.co.in", 'A.B@Example.COM']) {
      expect(isEmailAddress(ok), ok).toBe(true);
    }
    for (const bad of [
      'x@y.co?bcc=spy@evil.example',
      'a@b.in&cc=c@d.in',
      'two words@example.in',
      'a@@example.in',
      'a@b@example.in',
      'no-at.example.in',
      'a@localhost',
      '.a@example.in',
      'a@-example.in',
    ]) {
      expect(isEmailAddress(bad), bad).toBe(false);
    }
  });

  it('normalises a typed phone to the stored form, or refuses it', () => {
    expect(normalizePhoneNumber('(+91) 98450 123 04')).toBe('+91 98450 123 04');
    expect(normalizePhoneNumber(' +91-98450.12304 ')).toBe('+91 98450 12304');
    expect(normalizePhoneNumber('020 2612 3456')).toBe('020 2612 3456');
    for (const bad of ['98450 1000x', '12+345678', '123', '1234567890123456', '', '+']) {
      expect(normalizePhoneNumber(bad), bad).toBeNull();
    }
    expect(isPhoneNumber('+91 98450 10001')).toBe(true);
    expect(isPhoneNumber('+91  98450 10001')).toBe(false);
    expect(isPhoneNumber('(020) 2612 3456')).toBe(false);
  });
});
