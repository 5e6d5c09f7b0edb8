/**
 * The guard of dashboard/adonai-users, wired for real (DESIGN section 3): the Supabase backend at a fake
 * URL, the sales-user list answered by the MSW service worker, and a memory router holding the guarded
 * route plus the two places the guard can send someone. Each `play` asserts where the user ended up.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Code, Heading, Stack, Text } from '@chakra-ui/react';
import { HttpResponse, delay, http } from 'msw';
import { useState } from 'react';
import { RouterProvider, createMemoryRouter, useLocation } from 'react-router-dom';
import { expect, waitFor, within } from 'storybook/test';
import { overrideBackendConfig } from '../../src/services/kit';
import { SESSION_STORAGE_KEY } from '../../src/services/auth';
import { AdonaiUsersGuard } from '../../src/routes/guards/adonai-users-guard';

const GUARDED_PATH = '/dashboard/adonai-users';
const SALES_USERS = '*/rest/v1/sales_users*';
const SALES_EMAIL = 'asha.rao@fpw.in';

/** A stand-in for each place the guard can lead to, naming itself and the URL it is on. */
function Marker({ title }: { title: string }) {
  const location = useLocation();
  return (
    <Stack gap="2">
      <Heading as="h1" size="lg">
        {title}
      </Heading>
      <Text>
        Current path: <Code aria-label="Current path">{location.pathname}</Code>
      </Text>
    </Stack>
  );
}

function GuardedRoute() {
  const [router] = useState(() =>
    createMemoryRouter(
      [
        {
          path: GUARDED_PATH,
          element: <AdonaiUsersGuard />,
          children: [{ index: true, element: <Marker title="Subscriber list" /> }],
        },
        { path: '/auth/login', element: <Marker title="Sign in" /> },
        { path: '/unauthorized', element: <Marker title="Access refused" /> },
      ],
      { initialEntries: [GUARDED_PATH] },
    ),
  );
  return <RouterProvider router={router} />;
}

/** What the fake Supabase project was asked, so a story can check the call the guard made. */
const requests: URL[] = [];

const salesUsers = (answer: () => Response | Promise<Response>) =>
  http.get(SALES_USERS, async ({ request }) => {
    requests.push(new URL(request.url));
    return answer();
  });

const meta = {
  title: 'Guards/AdonaiUsersGuard',
  component: GuardedRoute,
  parameters: { router: 'own', layout: 'padded' },
  beforeEach: () => {
    requests.length = 0;
    overrideBackendConfig({ kind: 'supabase', url: 'https://fake.supabase.test', anonKey: 'test-anon-key' });
    window.localStorage.setItem(SESSION_STORAGE_KEY, JSON.stringify({ email: SALES_EMAIL }));
    return () => {
      overrideBackendConfig(null);
      window.localStorage.removeItem(SESSION_STORAGE_KEY);
    };
  },
} satisfies Meta<typeof GuardedRoute>;
export default meta;
type Story = StoryObj<typeof meta>;

async function expectLandedOn(canvasElement: HTMLElement, title: string, path: string) {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { level: 1, name: title }, { timeout: 5000 }),
  ).toBeVisible();
  await expect(canvas.getByLabelText('Current path')).toHaveTextContent(path);
}

export const MatchInArray: Story = {
  parameters: {
    msw: {
      handlers: [
        salesUsers(async () => {
          // Long enough to see the pending state, which must never show the page.
          await delay(400);
          return HttpResponse.json([{ email: 'vikram.singh@fpw.in' }, { email: SALES_EMAIL }]);
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('status')).toHaveTextContent('Checking your access');
    await expect(canvas.queryByRole('heading', { name: 'Subscriber list' })).toBeNull();
    await expectLandedOn(canvasElement, 'Subscriber list', GUARDED_PATH);
    // The one call: GET /rest/v1/sales_users on the configured project.
    await expect(requests.map((url) => `${url.host}${url.pathname}`)).toEqual([
      'fake.supabase.test/rest/v1/sales_users',
    ]);
  },
};

export const MatchAsSingleObject: Story = {
  parameters: {
    msw: { handlers: [salesUsers(() => HttpResponse.json({ email: SALES_EMAIL, name: 'Asha Rao' }))] },
  },
  play: async ({ canvasElement }) => {
    await expectLandedOn(canvasElement, 'Subscriber list', GUARDED_PATH);
  },
};

export const NoMatch: Story = {
  parameters: {
    msw: {
      handlers: [
        salesUsers(() =>
          HttpResponse.json([{ email: 'vikram.singh@fpw.in' }, { email: 'ASHA.RAO@fpw.in' }, { name: 'x' }]),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // Equality is exact: a differently cased address is not a match.
    await expectLandedOn(canvasElement, 'Sign in', '/auth/login');
  },
};

export const NoStoredEmail: Story = {
  parameters: {
    msw: { handlers: [salesUsers(() => HttpResponse.json([{ email: SALES_EMAIL }]))] },
  },
  beforeEach: () => {
    window.localStorage.removeItem(SESSION_STORAGE_KEY);
  },
  play: async ({ canvasElement }) => {
    await expectLandedOn(canvasElement, 'Sign in', '/auth/login');
  },
};

export const ListCallFailsWith500: Story = {
  parameters: {
    msw: {
      handlers: [salesUsers(() => HttpResponse.json({ message: 'internal error' }, { status: 500 }))],
    },
  },
  play: async ({ canvasElement }) => {
    await expectLandedOn(canvasElement, 'Access refused', '/unauthorized');
  },
};

export const ListCallFailsWithNetworkError: Story = {
  parameters: {
    msw: { handlers: [salesUsers(() => HttpResponse.error())] },
  },
  play: async ({ canvasElement }) => {
    await expectLandedOn(canvasElement, 'Access refused', '/unauthorized');
  },
};

export const AnsweredByTheServiceWorker: Story = {
  name: 'Answered by the service worker',
  parameters: {
    msw: { handlers: [salesUsers(() => HttpResponse.json([{ email: SALES_EMAIL }]))] },
  },
  play: async ({ canvasElement }) => {
    // MSW 3 falls back to in-page interception without a word when the worker fails to register
    // (STACK.md); this proves the mocks above really go through mockServiceWorker.js.
    await waitFor(() =>
      expect(navigator.serviceWorker.controller?.scriptURL ?? '').toMatch(/mockServiceWorker\.js$/),
    );
    await expectLandedOn(canvasElement, 'Subscriber list', GUARDED_PATH);
  },
};
