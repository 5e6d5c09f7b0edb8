/**
 * The quotation as the client receives it, for a client within the org's state: the production
 * build's print view (QuotationDocument and its print stylesheet) saved as a PDF by Chromium's own
 * print engine (`page.pdf`, what "Save as PDF" in the print dialog does), then the PDF's text read
 * back with Mozilla's pdf.js. The figures are the seed's (supabase/seeds/070_commercials.sql, priced
 * by quotation_tax): a client in Karnataka, the org's state, is charged CGST and SGST; the amount in
 * words is written out here in Indian numbering, not computed with the app's own function. The
 * other case, IGST for a client in another state, is printed and read back by whole-journey.spec.ts
 * on the quotation that journey makes.
 */
import { expect, test } from '@playwright/test';
import { pdfText } from './support/pdf';
import { navigate, signIn } from './support/session';

test.describe.configure({ timeout: 240_000 });

test('a quotation within the state prints as a PDF with CGST and SGST and the amount in words', async ({
  page,
}) => {
  await page.goto('/auth/login');
  await signIn(page, 'priya.nair@fpw.in');
  // md5('fpw:quotation:PRJ-…:1'): the first seeded quotation, approved, for Zoya Reddy in Karnataka.
  await navigate(page, '/dashboard/quotation?id=7fbbce8c-8823-e6f0-2a77-6130b347400c');
  const document = page.getByRole('article', { name: 'Quotation QT-2026-0001' });
  await expect(document).toBeVisible({ timeout: 60_000 });
  await expect(document.getByTestId('amount-in-words')).toContainText('Rupees');
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { pages, text } = await pdfText(pdf);
  expect(pages).toBeGreaterThanOrEqual(1);
  // Only the document prints: the page's own heading and buttons are hidden by the print stylesheet.
  expect(text).not.toContain('Print or save as PDF');
  expect(text).not.toContain('Send to client');
  expect(text).toContain('QT-2026-0001');
  expect(text).toContain('Fine Panel Works');
  expect(text).toContain('29AABCF4821K1Z6');
  expect(text).toContain('Zoya Reddy');
  expect(text).toContain('CGST');
  expect(text).toContain('SGST');
  expect(text).not.toContain('IGST');
  expect(text).toContain('8,75,531.29');
  expect(text).toContain(
    'Rupees Eight Lakh Seventy-Five Thousand Five Hundred Thirty-One and Twenty-Nine Paise Only',
  );
  expect(text).toContain('This quotation is valid until 1 May 2026.');
});
