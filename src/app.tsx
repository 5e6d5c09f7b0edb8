import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { UiProvider } from '@/ui';
import { backendConfig } from '@/services/config';
import { appRoutes } from '@/routes/router';
import { ConfigurationError } from '@/routes/configuration-error';

const queryClient = new QueryClient({
  defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } },
});

const router = createBrowserRouter(appRoutes);

export function App() {
  const config = backendConfig();
  return (
    <UiProvider>
      {config.kind === 'misconfigured' ? (
        <ConfigurationError missing={config.missing} />
      ) : (
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      )}
    </UiProvider>
  );
}
