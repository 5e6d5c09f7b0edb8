/**
 * The layout of sign-in and the other authentication screens: the first screen of the app, so it uses the
 * root's first-screen Chakra system and imports nothing the full shell needs (DESIGN section 6).
 */
import { Box } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ColorModeToggle } from '@/ui/components/color-mode/color-mode-toggle';
import { LoadingState } from '@/ui/components/loading-state/loading-state';
import { DocumentTitle } from '../document-title';

export function AuthLayout() {
  return (
    <Box minH="100dvh" bg="bg.canvas" position="relative">
      <DocumentTitle />
      <Box position="absolute" top="3" insetEnd="3">
        <ColorModeToggle />
      </Box>
      <Box as="main" id="main-content">
        <Suspense fallback={<LoadingState label="Loading page…" minH="100dvh" />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
