/** The body of the error pages and of /unauthorized: a big status code, the page's h1, what happened and ways on. */
import { Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { findRoute, HOME_PATH, type RoutePath } from '@/routes/paths';

export interface ErrorScreenProps {
  code: string;
  /** The route whose title is the h1 (an unknown path shows the 404 page under its own URL). */
  route: RoutePath;
  fallbackTitle: string;
  message: ReactNode;
  /** Buttons before "Back to the dashboard", which every error page offers. */
  actions?: ReactNode;
}

export function ErrorScreen({ code, route, fallbackTitle, message, actions }: ErrorScreenProps) {
  const title = findRoute(route)?.title ?? fallbackTitle;
  return (
    <Stack gap="5" align="center" textAlign="center">
      <Text
        aria-hidden="true"
        fontSize={{ base: '6xl', md: '8xl' }}
        fontWeight="bold"
        lineHeight="1"
        letterSpacing="tight"
        color="brand.fg"
      >
        {code}
      </Text>
      <Heading as="h1" size="2xl" letterSpacing="tight">
        {title}
      </Heading>
      <Text color="fg.muted" maxW="md">
        {message}
      </Text>
      <HStack gap="3" wrap="wrap" justify="center">
        {actions}
        <Button asChild variant={actions ? 'outline' : 'solid'} colorPalette="brand">
          <RouterLink to={HOME_PATH}>Back to the dashboard</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}
