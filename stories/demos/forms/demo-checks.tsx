/** Shared checks for the form, table and widget demo stories: a real 375 px viewport, dark mode. */
import { expect, waitFor, within } from 'storybook/test';

export const PHONE_WIDTH = 375;

/** The deepest elements that stick out past the viewport, named so a failure says what to fix. */
function widerThanViewport(root: HTMLElement): string[] {
  const right = root.ownerDocument.documentElement.clientWidth + 0.5;
  const offenders = [...root.querySelectorAll<HTMLElement>('*')].filter((element) => {
    if (element.getBoundingClientRect().right <= right) return false;
    // Skip what a scrolling or clipping box contains (e.g. a table's own scroll box).
    for (let parent = element.parentElement; parent && parent !== root; parent = parent.parentElement) {
      if (getComputedStyle(parent).overflowX !== 'visible') return false;
    }
    return true;
  });
  return offenders
    .filter((element) => !offenders.some((other) => other !== element && element.contains(other)))
    .slice(0, 5)
    .map((element) => {
      const box = element.getBoundingClientRect();
      return `${element.outerHTML.slice(0, 100)} [${Math.round(box.left)}..${Math.round(box.right)}]`;
    });
}

/** The page fits the viewport: nothing makes the document scroll sideways. */
export async function expectNoSidewaysScroll(canvasElement: HTMLElement) {
  const root = canvasElement.ownerDocument.documentElement;
  await waitFor(() => expect(widerThanViewport(canvasElement.ownerDocument.body)).toEqual([]));
  await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth);
}

/**
 * A story on a 375 px wide viewport (the test runner resizes the page, so breakpoints apply) in dark mode:
 * the accessibility check then covers dark colours too.
 */
export const phoneDark = {
  globals: { colorMode: 'dark', viewport: { value: 'phone', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone: {
          name: 'Phone (375 px)',
          styles: { width: `${PHONE_WIDTH}px`, height: '812px' },
          type: 'mobile' as const,
        },
      },
    },
  },
  play: async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    await expect(within(canvasElement).getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvasElement.ownerDocument.documentElement.clientWidth).toBe(PHONE_WIDTH);
    await expectNoSidewaysScroll(canvasElement);
  },
};
