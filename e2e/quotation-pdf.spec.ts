/**
 * The quotation as the client receives it: the production build's print view (QuotationDocument
 * and its print stylesheet) saved as a PDF by Chromium's own print engine (`page.pdf`, what "Save
 * as PDF" in the print dialog does), then the PDF's text read back with Mozilla's pdf.js. The
 * figures are the seed's (supabase/seeds/070_commercials.sql, priced by quotation_tax): a client in
 * the org's state (Karnataka) is charged CGST and SGST, one in Maharashtra IGST; the amount in
 * words is written out here in Indian numbering, not computed with the app's own function.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

const DEMO_PASSWORD = 'Panel@2026';

test.describe.configure({ mode: 'serial', timeout: 240_000 });

let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser }, testInfo) => {
  context = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
  page = await context.newPage();
  await page.goto('/auth/login');
});

test.afterAll(async () => {
  await context.close();
});

async function navigate(path: string): Promise<void> {
  await page.evaluate((target) => {
    window.history.pushState(null, '', target);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, path);
}

async function signIn(email: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const outcome = page.getByText(/^(Signed in|Sign-in failed)$/);
  await expect(outcome).toBeVisible({ timeout: 180_000 });
  if ((await outcome.innerText()) !== 'Signed in') throw new Error(`sign-in as ${email} failed`);
  await expect(page).toHaveURL((url) => url.pathname !== '/auth/login');
}

/** Every text run of every page, in reading order, with line breaks (and breaks after hyphens) undone. */
async function pdfText(pdf: Buffer): Promise<{ pages: number; text: string }> {
  const document = await getDocument({ data: new Uint8Array(pdf), useSystemFonts: false }).promise;
  const runs: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item) runs.push(item.str);
  }
  const pages = document.numPages;
  await document.destroy();
  return {
    pages,
    text: runs
      .join(' ')
      .replace(/\s+/g, ' ')
      .replace(/-\s+(?=\p{Lu})/gu, '-'),
  };
}

/** Opens a quotation, saves its print view as an A4 PDF and returns the PDF's text. */
async function printedText(quotationId: string, reference: string): Promise<string> {
  await navigate(`/dashboard/quotation?id=${quotationId}`);
  const document = page.getByRole('article', { name: `Quotation ${reference}` });
  await expect(document).toBeVisible({ timeout: 60_000 });
  await expect(document.getByTestId('amount-in-words')).toContainText('Rupees');
  const pdf = await page.pdf({ format: 'A4', printBackground: true });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  const { pages, text } = await pdfText(pdf);
  expect(pages).toBeGreaterThanOrEqual(1);
  // Only the document prints: the page's own heading and buttons are hidden by the print stylesheet.
  expect(text).not.toContain('Print or save as PDF');
  expect(text).not.toContain('Send to client');
  return text;
}

test('a quotation within the state prints as a PDF with CGST and SGST and the amount in words', async () => {
  await signIn('priya.nair@fpw.in');
  // md5('fpw:quotation:PRJ-…:1'): the first seeded quotation, approved, for Zoya Reddy in Karnataka.
  const text = await printedText('7fbbce8c-8823-e6f0-2a77-6130b347400c', 'QT-2026-0001');
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

test('a quotation to another state prints IGST instead', async () => {
  // The fifth seeded quotation, approved, for Krishna Reddy in Maharashtra.
  const text = await printedText('1e1c9710-33cd-7a2e-ca26-9fb92b808608', 'QT-2026-0005');
  expect(text).toContain('QT-2026-0005');
  expect(text).toContain('Krishna Reddy');
  expect(text).toContain('IGST');
  expect(text).not.toContain('CGST');
  expect(text).not.toContain('SGST');
  expect(text).toContain('8,56,029.06');
  expect(text).toContain('Rupees Eight Lakh Fifty-Six Thousand Twenty-Nine and Six Paise Only');
  expect(text).toContain('This quotation is valid until 17 May 2026.');
});
