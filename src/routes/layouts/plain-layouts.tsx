/** Layouts outside the main shell with every recipe: error pages and landing pages. */
import { Box, Center, Container } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { ColorModeToggle } from '@/ui/components/color-mode/color-mode-toggle';
import { LoadingState } from '@/ui/components/loading-state/loading-state';
import { FullSystemScope } from '@/ui/theme/full-system-scope';
import { DocumentTitle } from '../document-title';

function Fallback() {
  return <LoadingState label="Loading page…" minH="100dvh" />;
}

/** Error pages, /unauthorized and the 404; they load with their own chunk, so they get every recipe. */
export function PlainLayout({ fallbackTitle = 'Page not found' }: { fallbackTitle?: string }) {
  return (
    <FullSystemScope>
      <Box minH="100dvh" bg="bg.canvas" position="relative">
        <DocumentTitle fallback={fallbackTitle} />
        <Box position="absolute" top="3" insetEnd="3">
          <ColorModeToggle />
        </Box>
        <Center as="main" id="main-content" minH="100dvh" px="4">
          <Container maxW="xl" py="12">
            <Suspense fallback={<Fallback />}>
              <Outlet />
            </Suspense>
          </Container>
        </Center>
      </Box>
    </FullSystemScope>
  );
}

export function LandingLayout() {
  return (
    <FullSystemScope>
      <Box minH="100dvh" bg="bg">
        <DocumentTitle />
        <Suspense fallback={<Fallback />}>
          <Outlet />
        </Suspense>
      </Box>
    </FullSystemScope>
  );
}
