import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './system';

/**
 * Puts the full Chakra system (every recipe) around a layout's pages. The root provides the lighter
 * first-screen system (first-screen-system.ts); layouts other than the auth layout load this with their
 * own chunk. Tokens and global styles are the same in both, so nothing changes on screen but the recipes
 * that become available.
 */
export function FullSystemScope({ children }: { children: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
