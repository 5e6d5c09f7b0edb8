/**
 * How every browser layer launches Debian's Chromium (browsers cannot be downloaded here: STACK.md):
 * headless, without the background traffic that would blur figures or slow tests. Used by the
 * end-to-end tests (playwright.config.ts), the stories (vitest.config.ts) and bench:ux.
 */
export const CHROMIUM_LAUNCH = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
