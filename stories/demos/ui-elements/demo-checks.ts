/** Checks every design-system demo story shares (imported by the ui-elements, utilities and advanced-ui demo stories). */
import { expect, within } from 'storybook/test';

/** The page's one h1 carries the route's title. */
export async function expectDemoHeading(canvasElement: HTMLElement, title: string) {
  const canvas = within(canvasElement);
  await expect(canvas.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
}

/**
 * Wide content must scroll inside its own box, never the page. The test browser is wider than a phone, so
 * this catches fixed widths that overflow; a narrow run (viewport 375 px) checks the phone layout.
 */
export async function expectNoPageOverflow() {
  const root = document.documentElement;
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/** Elements rendered in portals (menus, toasts, dialogs) live outside the story's canvas. */
export const screen = () => within(document.body);

/**
 * A second story for every demo page: the same page on a 375 px phone in dark mode. Its play asserts that
 * nothing scrolls the page sideways, and the accessibility check then runs against the dark palette, so
 * one extra render covers both the narrow layout and dark-mode contrast.
 */
export const narrowDark = {
  globals: { colorMode: 'dark', viewport: { value: 'phone375', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
  play: async () => {
    await expect(window.innerWidth).toBe(375);
    await expectNoPageOverflow();
  },
} as const;
