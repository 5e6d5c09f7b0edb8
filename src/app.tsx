import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { UiProvider } from '@/ui/provider';
import { firstScreenSystem } from '@/ui/theme/first-screen-system';
import { backendConfig } from '@/services/config';
import { appRoutes } from '@/routes/router';
import { ConfigurationError } from '@/routes/configuration-error';

const router = createBrowserRouter(appRoutes);

export function App() {
  const config = backendConfig();
  return (
    <UiProvider system={firstScreenSystem}>
      {config.kind === 'misconfigured' ? (
        <ConfigurationError missing={config.missing} />
      ) : (
        <RouterProvider router={router} />
      )}
    </UiProvider>
  );
}
