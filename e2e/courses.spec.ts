/**
 * Courses on the embedded default: a sales executive opens her recce course, ticks its lessons
 * done, fails the quiz, passes it on the second try and opens her certificate; her manager then
 * finds who is behind in his department.
 */
import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { navigate, signIn, signOut } from './support/session';

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

async function answer(dialog: ReturnType<Page['getByRole']>, choices: string[]): Promise<void> {
  const questions = [
    'Where do you start measuring a room?',
    'What do you photograph before leaving the site?',
    'In which unit are measurements written on the sketch?',
  ];
  for (const [index, prompt] of questions.entries()) {
    await dialog
      .getByRole('radiogroup', { name: prompt })
      .getByText(choices[index] ?? '', { exact: true })
      .click();
  }
  await dialog.getByRole('button', { name: 'Submit answers' }).click();
}

test('a sales executive completes a course: fails the quiz, passes it, and gets her certificate', async () => {
  await signIn(page, 'asha.rao@fpw.in');
  await navigate(page, '/dashboard/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible({ timeout: 20_000 });

  await page.getByRole('link', { name: 'Site recce checklist' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Site recce checklist' })).toBeVisible({
    timeout: 20_000,
  });
  const module = page.getByRole('region', { name: 'Module 1: On site' });

  for (const lesson of ['What to carry', 'Measuring a room']) {
    const done = module.getByRole('checkbox', { name: `${lesson} done` });
    await done.check({ force: true });
    await expect(done).toBeChecked({ timeout: 20_000 });
  }
  await expect(module.getByText('2 of 2 lessons done')).toBeVisible();

  await module.getByRole('button', { name: 'Take the quiz' }).click();
  const dialog = page.getByRole('dialog', { name: 'Quiz: On site' });
  await expect(dialog).toBeVisible();
  await answer(dialog, ['From the ceiling', 'Only the kitchen', 'Millimetres']);
  await expect(dialog.getByText('Not passed yet: you scored 33%')).toBeVisible({ timeout: 20_000 });
  await expect(dialog.getByText('1 of 3 right; the pass mark is 67%.')).toBeVisible();

  await dialog.getByRole('button', { name: 'Try again' }).click();
  await answer(dialog, [
    'From a fixed corner, at floor level',
    'Every wall, the electrical points and the plumbing',
    'Millimetres',
  ]);
  await expect(dialog.getByText('Passed: you scored 100%')).toBeVisible({ timeout: 20_000 });
  await dialog.getByRole('link', { name: 'View your certificate' }).click();

  const certificate = page.getByRole('article', { name: 'Certificate of completion' });
  await expect(certificate).toBeVisible({ timeout: 20_000 });
  await expect(certificate).toContainText('Asha Rao');
  await expect(certificate).toContainText('Site recce checklist');
  await expect(page.getByRole('button', { name: 'Print certificate' })).toBeVisible();
  await signOut(page);
});

test('the sales manager sees who in his department is behind', async () => {
  await signIn(page, 'vikram.singh@fpw.in');
  await navigate(page, '/dashboard/courses?tab=team&behind=1');
  const table = page.getByRole('table', { name: 'Progress of enrolled staff' });
  await expect(table).toContainText('Rohan Mehta', { timeout: 30_000 });
  await expect(table).toContainText('Selling modular kitchens');
  await expect(table).not.toContainText('Nisha Bhat');
  await expect(table).not.toContainText('Imran Shaikh');
});
