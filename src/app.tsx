import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { UiProvider } from '@/ui/provider';
import { afterFirstScreen } from '@/ui/first-paint';
import { firstScreenSystem } from '@/ui/theme/first-screen-system';
import { backendConfig } from '@/services/config';
import { appRoutes, loadOtherRoutes, patchOtherRoutes } from '@/routes/router';
import { ConfigurationError } from '@/routes/configuration-error';
import { EmbeddedStartGate } from '@/routes/embedded-start-failure-screen';

const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation: patchOtherRoutes() });

// The sign-in screen's next step is a page outside the auth layout: fetch those routes once the
// sign-in page has painted and the browser is idle, so neither its paint nor signing in waits for them.
afterFirstScreen(() => void loadOtherRoutes());

export function App() {
  const config = backendConfig();
  return (
    <UiProvider system={firstScreenSystem} deferToaster>
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
