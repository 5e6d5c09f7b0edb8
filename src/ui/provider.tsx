import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColorModeProvider } from './components/color-mode/color-mode';
import { Toaster } from './components/toaster/toaster';
import { system } from './theme/system';

/** Chakra system, colour mode and the one toaster: everything a screen of the app needs around it. */
export function UiProvider({ children, forcedColorMode }: { children: ReactNode; forcedColorMode?: string }) {
  return (
    <ChakraProvider value={system}>
      <ColorModeProvider forcedTheme={forcedColorMode}>
        {children}
        <Toaster />
      </ColorModeProvider>
    </ChakraProvider>
  );
}
