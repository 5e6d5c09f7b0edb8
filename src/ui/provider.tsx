import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColorModeProvider } from './components/color-mode/color-mode';
import { Toaster } from './components/toaster/toaster';

export interface UiProviderProps {
  children: ReactNode;
  forcedColorMode?: string;
  /**
   * Which Chakra system: the app's root gives the first-screen system (theme/first-screen-system.ts) and
   * its layouts add the full one; Storybook and tests give the full system (theme/system.ts). Passed in,
   * not imported here, so the first screen never bundles the full system's recipes.
   */
  system: SystemContext;
}

/** Chakra system, colour mode and the one toaster: everything a screen of the app needs around it. */
export function UiProvider({ children, forcedColorMode, system }: UiProviderProps) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider forcedTheme={forcedColorMode}>
        {children}
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
