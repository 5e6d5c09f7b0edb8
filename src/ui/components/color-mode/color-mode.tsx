/** Light, dark or system colour mode, remembered in localStorage by next-themes. */
import { ThemeProvider, useTheme } from 'next-themes';
import type { ReactNode } from 'react';

export type ColorModePreference = 'light' | 'dark' | 'system';
export const COLOR_MODE_STORAGE_KEY = 'fpw-color-mode';

export function ColorModeProvider({ children, forcedTheme }: { children: ReactNode; forcedTheme?: string }) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey={COLOR_MODE_STORAGE_KEY}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      forcedTheme={forcedTheme}
    >
      {children}
    </ThemeProvider>
  );
}

export function useColorMode() {
  const { theme, resolvedTheme, setTheme } = useTheme();
  const preference: ColorModePreference = theme === 'light' || theme === 'dark' ? theme : 'system';
  return {
    preference,
    colorMode: resolvedTheme === 'dark' ? ('dark' as const) : ('light' as const),
    setPreference: (next: ColorModePreference) => setTheme(next),
  };
}
