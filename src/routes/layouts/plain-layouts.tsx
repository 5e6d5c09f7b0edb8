/** Layouts outside the main shell: sign-in and authentication, error pages, landing pages. */
import { Box, Center, Container } from '@chakra-ui/react';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState, ThemeSwitch } from '@/ui';
import { DocumentTitle } from '../document-title';

function Fallback() {
  return <LoadingState label="Loading page…" minH="100dvh" />;
}

export function AuthLayout() {
  return (
    <Box minH="100dvh" bg="bg.canvas" position="relative">
      <DocumentTitle />
      <Box position="absolute" top="3" insetEnd="3">
        <ThemeSwitch />
      </Box>
      <Box as="main" id="main-content">
        <Suspense fallback={<Fallback />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}

export function PlainLayout({ fallbackTitle = 'Page not found' }: { fallbackTitle?: string }) {
  return (
    <Center as="main" id="main-content" minH="100dvh" bg="bg.canvas" px="4">
      <DocumentTitle fallback={fallbackTitle} />
      <Container maxW="xl" py="12">
        <Suspense fallback={<Fallback />}>
          <Outlet />
        </Suspense>
      </Container>
    </Center>
  );
}

export function LandingLayout() {
  return (
    <Box minH="100dvh" bg="bg">
      <DocumentTitle />
      <Suspense fallback={<Fallback />}>
        <Outlet />
      </Suspense>
    </Box>
  );
}
