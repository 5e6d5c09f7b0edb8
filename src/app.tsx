import { UiProvider } from '@/ui/provider';
import { firstScreenSystem } from '@/ui/theme/first-screen-system';
import { backendConfig } from '@/services/kit';
import { ConfigurationError } from '@/routes/configuration-error';
import { EmbeddedStartGate } from '@/routes/embedded-start-failure-screen';
import { RoutedApp } from '@/routes/first-frame';

export function App() {
  const config = backendConfig();
  return (
    <UiProvider system={firstScreenSystem} deferToaster>
      {config.kind === 'misconfigured' ? (
        <ConfigurationError missing={config.missing} />
      ) : (
        <EmbeddedStartGate>
          <RoutedApp />
        </EmbeddedStartGate>
      )}
    </UiProvider>
  );
}
