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
    // Every page Playwright opens is a window of its own in headless Chromium, and each window built
    // Chromium's own address-bar popup (chrome://omnibox-popup.top-chrome, a WebUI renderer): traced
    // in a new tab, 0.9-1.4 s of CPU beside the page on two cores, in no tab of a real window.
    '--disable-features=WebUIOmniboxPopup,WebUIOmniboxFullPopup,WebUIOmniboxAimPopup,PreloadTopChromeWebUI',
  ],
};
