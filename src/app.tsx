import { RouterProvider, createBrowserRouter } from 'react-router-dom';
import { UiProvider } from '@/ui/provider';
import { firstScreenSystem } from '@/ui/theme/first-screen-system';
import { backendConfig } from '@/services/config';
import { appRoutes, loadOtherRoutes, patchOtherRoutes } from '@/routes/router';
import { ConfigurationError } from '@/routes/configuration-error';
import { EmbeddedStartGate } from '@/routes/embedded-start-failure-screen';

const router = createBrowserRouter(appRoutes, { patchRoutesOnNavigation: patchOtherRoutes() });

// The sign-in screen's next step is a page outside the auth layout: fetch those routes once it has
// painted and the browser is idle, so signing in does not wait for them.
if (typeof window.requestIdleCallback === 'function') {
  window.requestIdleCallback(() => void loadOtherRoutes(), { timeout: 3000 });
} else {
  window.setTimeout(() => void loadOtherRoutes(), 1000);
}

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
