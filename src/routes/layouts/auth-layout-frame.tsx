/**
 * The page around sign-in and the other authentication screens: the canvas, the colour-mode switch and
 * the main landmark. Free of the router, so the sign-in page's first frame (first-frame.tsx) and the
 * routed auth layout draw the same page.
 */
import { Box } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { ColorModeToggle } from '@/ui/components/color-mode/color-mode-toggle';

export function AuthLayoutFrame({ children }: { children: ReactNode }) {
  return (
    <Box minH="100dvh" bg="bg.canvas" position="relative">
      <Box position="absolute" top="3" insetEnd="3">
        <ColorModeToggle />
      </Box>
      <Box as="main" id="main-content">
        {children}
      </Box>
    </Box>
  );
}
