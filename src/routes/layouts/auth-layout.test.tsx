// The sign-in screens run on the first-screen Chakra system, which holds only some of Chakra's recipes
// (src/ui/theme/first-screen-system.ts). A component whose recipe is missing there renders unstyled
// without any error, so this test renders every route of the auth layout on that system, records
// every recipe the components ask for, and fails naming any the system lacks.
import { render, screen } from '@testing-library/react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as AuthService from '@/services/auth';
import { UiProvider } from '@/ui/provider';
import { toaster } from '@/ui/components/toaster/toaster';
import { firstScreenSystem } from '@/ui/theme/first-screen-system';
import { system as fullSystem } from '@/ui/theme/system';
import { ConfigurationError } from '../configuration-error';
import { RouteError } from '../route-error';
import { routeTable } from '../paths';
import { appRoutes } from '../router';

// Rendering the sign-in form would start the embedded database in the background.
vi.mock('@/services/auth', async (importOriginal) => ({
  ...(await importOriginal<typeof AuthService>()),
  warmUpBackend: () => undefined,
}));

const asked = new Set<string>();
const original = {
  recipe: firstScreenSystem.getRecipeFn,
  slotRecipe: firstScreenSystem.getSlotRecipeFn,
};

beforeAll(() => {
  firstScreenSystem.getRecipeFn = (key: string, fallback?: unknown) => {
    asked.add(`recipe ${key}`);
    return original.recipe(key, fallback);
  };
  firstScreenSystem.getSlotRecipeFn = (key: string, fallback?: unknown) => {
    asked.add(`slot recipe ${key}`);
    return original.slotRecipe(key, fallback);
  };
});

afterAll(() => {
  firstScreenSystem.getRecipeFn = original.recipe;
  firstScreenSystem.getSlotRecipeFn = original.slotRecipe;
});

const authPaths = routeTable.filter((entry) => entry.layout === 'auth').map((entry) => entry.path);

/** Recipes asked for that the full system has and the first-screen one lacks (some keys, like Text's, exist in neither). */
function missingRecipes(): string[] {
  return [...asked].filter((entry) => {
    const [kind, key = ''] = entry.split(/ (?=[^ ]+$)/);
    const has = (system: typeof fullSystem) =>
      kind === 'recipe' ? system.isRecipe(key) : system.isSlotRecipe(key);
    return has(fullSystem) && !has(firstScreenSystem);
  });
}

describe('the first-screen Chakra system', () => {
  it.each(authPaths)('has every recipe %s uses', async (path) => {
    const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
    const view = render(
      <UiProvider system={firstScreenSystem}>
        <RouterProvider router={router} />
      </UiProvider>,
    );
    await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 });
    expect(missingRecipes()).toEqual([]);
    view.unmount();
  });

  it('has the recipes of what the root shows outside the layouts: toasts, route and configuration errors', async () => {
    const failingPage = () => {
      throw new Error('The page module did not load.');
    };
    const router = createMemoryRouter([{ path: '/', Component: failingPage, errorElement: <RouteError /> }]);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <UiProvider system={firstScreenSystem}>
        <ConfigurationError missing="VITE_SUPABASE_URL" />
        <RouterProvider router={router} />
      </UiProvider>,
    );
    await screen.findByText('This page could not be shown');
    toaster.error({ title: 'Sign-in failed', description: 'The sign-in service did not answer.' });
    await screen.findByText('Sign-in failed');
    expect(missingRecipes()).toEqual([]);
    // The recording works: these two are certainly asked for on the sign-in screen.
    expect(asked).toContain('recipe button');
    expect(asked).toContain('slot recipe field');
  });
});
