/**
 * Renders one page in jsdom as the app mounts it: a query client that does not retry, the UI
 * provider and a router standing at `path` (its query string included).
 */
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { RouterProvider, createMemoryRouter } from 'react-router-dom';
import { UiProvider } from '@/ui/provider';
import { system } from '@/ui/theme/system';

export function renderPage(path: string, page: ReactElement): void {
  const router = createMemoryRouter([{ path: path.split('?')[0] ?? path, element: page }], {
    initialEntries: [path],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <UiProvider system={system}>
        <RouterProvider router={router} />
      </UiProvider>
    </QueryClientProvider>,
  );
}
