import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { UiProvider } from '@/ui/provider';
import { firstScreenSystem } from '@/ui/theme/first-screen-system';
import { backendConfig } from '@/services/config';
import { appRoutes } from '@/routes/router';
import { ConfigurationError } from '@/routes/configuration-error';
import { EmbeddedStartGate } from '@/routes/embedded-start-failure-screen';

const router = createBrowserRouter(appRoutes);

export function App() {
  const config = backendConfig();
  return (
    <UiProvider system={firstScreenSystem}>
      {config.kind === 'misconfigured' ? (
        <ConfigurationError missing={config.missing} />
      ) : (
        <EmbeddedStartGate>
          <RouterProvider router={router} />
        </EmbeddedStartGate>
      )}
    </UiProvider>
  );
}
