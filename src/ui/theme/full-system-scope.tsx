import { ChakraProvider, useChakraContext } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { useMemo, type ReactNode } from 'react';
import { scopeWithRecipes } from './scoped-system';

/**
 * Gives a layout's pages every recipe. The root provides the lighter first-screen system
 * (first-screen-system.ts); layouts other than the auth layout load this with their own chunk, and it
 * extends the root's system with Chakra's recipes (scoped-system.ts) rather than building a second one.
 * Tokens and global styles are the root's, so nothing changes on screen but the recipes that become
 * available.
 */
export function FullSystemScope({ children }: { children: ReactNode }) {
  const parent = useChakraContext();
  const scoped = useMemo(() => scopeWithRecipes(parent, recipes, slotRecipes), [parent]);
  return <ChakraProvider value={scoped}>{children}</ChakraProvider>;
}
