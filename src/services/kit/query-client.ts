/**
 * The one TanStack Query client of the app's signed-in pages. It is provided by the main layout, not at
 * the root: the sign-in screen reads no server state and should not carry the query library's weight.
 */
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
  });
}

export const queryClient = createQueryClient();
