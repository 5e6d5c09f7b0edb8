import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { ColorModeProvider } from './components/color-mode/color-mode';
import { afterFirstScreen } from './first-paint';

// Loaded once the first screen has painted and the browser is idle: the toast machines, layers and icons
// are ~12 KB gzip the first paint does not need. Toasts raised before it arrives wait in the store
// (toaster-store.ts) and show as soon as it subscribes.
const Toaster = lazy(async () => ({ default: (await import('./components/toaster/toaster')).Toaster }));

function DeferredToaster({ defer }: { defer: boolean }) {
  const [ready, setReady] = useState(!defer);
  useEffect(() => (defer ? afterFirstScreen(() => setReady(true)) : undefined), [defer]);
  return ready ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export interface UiProviderProps {
  children: ReactNode;
  forcedColorMode?: string;
  /**
   * Which Chakra system: the app's root gives the first-screen system (theme/first-screen-system.ts) and
   * its layouts add the full one; Storybook and tests give the full system (theme/system.ts). Passed in,
   * not imported here, so the first screen never bundles the full system's recipes.
   */
  system: SystemContext;
  /**
   * Mount the Toaster once the browser is idle after the first paint (the app's root), rather than at
   * once (Storybook and tests, whose plays look for a toast straight after an action).
   */
  deferToaster?: boolean;
}

/** Chakra system, colour mode and the one toaster: everything a screen of the app needs around it. */
export function UiProvider({ children, forcedColorMode, system, deferToaster = false }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider forcedTheme={forcedColorMode}>
        {children}
        <DeferredToaster defer={deferToaster} />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
