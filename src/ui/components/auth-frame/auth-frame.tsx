import { Box, Card, Center, Flex, Grid, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export type AuthFrameVariant = 'basic' | 'cover';

export interface AuthFrameProps {
  /** basic: a centred card; cover: a split screen with an illustration panel (hidden on narrow screens). */
  variant?: AuthFrameVariant;
  /** The app's three-letter brand, shown as the mark above the form. */
  brand: string;
  /** The page's one h1. */
  title: string;
  description?: ReactNode;
  /** An icon or avatar above the title (e.g. a lock for the lock screen). */
  media?: ReactNode;
  children: ReactNode;
  /** Links under the form ("Back to sign in"). */
  footer?: ReactNode;
  /** The words on the cover variant's illustration panel. */
  coverTitle?: string;
  coverText?: string;
  /** The widest the form column grows; countdowns and code inputs want more room than a sign-in form. */
  maxW?: 'sm' | 'md' | 'lg' | 'xl';
}

function BrandMark({ brand }: { brand: string }) {
  return (
    <HStack gap="2.5">
      <Center
        boxSize="9"
        rounded="l2"
        bg="brand.solid"
        color="brand.contrast"
        fontWeight="bold"
        textStyle="xs"
        letterSpacing="wide"
        aria-hidden="true"
      >
        {brand.slice(0, 3)}
      </Center>
      <Text fontWeight="semibold" textStyle="md">
        {brand} workspace
      </Text>
    </HStack>
  );
}

function Intro({ title, description, media }: Pick<AuthFrameProps, 'title' | 'description' | 'media'>) {
  return (
    <Stack gap="2">
      {media}
      <Heading as="h1" size="2xl" letterSpacing="tight">
        {title}
      </Heading>
      {description && (
        <Text color="fg.muted" textStyle="sm">
          {description}
        </Text>
      )}
    </Stack>
  );
}

/** A sheet of board with parts laid out on it, as the cutting optimizer draws them: decoration only. */
function CuttingSheetIllustration() {
  return (
    <Box asChild w="full" maxW="sm" h="auto">
      <svg viewBox="0 0 320 220" aria-hidden="true" fill="none">
        <rect
          x="4"
          y="4"
          width="312"
          height="212"
          rx="6"
          stroke="currentColor"
          strokeWidth="3"
          opacity="0.9"
        />
        <g fill="currentColor">
          <rect x="16" y="16" width="120" height="86" rx="3" opacity="0.35" />
          <rect x="16" y="114" width="120" height="90" rx="3" opacity="0.2" />
          <rect x="148" y="16" width="76" height="126" rx="3" opacity="0.28" />
          <rect x="236" y="16" width="68" height="60" rx="3" opacity="0.4" />
          <rect x="236" y="88" width="68" height="54" rx="3" opacity="0.18" />
          <rect x="148" y="154" width="156" height="50" rx="3" opacity="0.3" />
        </g>
        <path
          d="M142 10 V210 M230 10 V148 M142 148 H310"
          stroke="currentColor"
          strokeDasharray="6 6"
          opacity="0.7"
        />
      </svg>
    </Box>
  );
}

/**
 * The frame of every sign-in and account screen: brand, the page's h1, the form and its links, in a
 * centred card (basic) or beside an illustration panel (cover). The panel is hidden below the lg
 * breakpoint so narrow screens get the form alone.
 */
export function AuthFrame({
  variant = 'basic',
  brand,
  title,
  description,
  media,
  children,
  footer,
  coverTitle = 'Every panel, planned',
  coverText = 'Leads, quotations, cutting plans and stock for the workshop, in one place.',
  maxW = 'md',
}: AuthFrameProps) {
  if (variant === 'cover') {
    return (
      <Grid minH="100dvh" templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 5fr) minmax(0, 6fr)' }}>
        <Flex
          display={{ base: 'none', lg: 'flex' }}
          direction="column"
          justify="space-between"
          gap="10"
          p="12"
          bg="brand.solid"
          color="brand.contrast"
          data-testid="auth-cover-panel"
        >
          <HStack gap="2.5">
            <Center
              boxSize="9"
              rounded="l2"
              borderWidth="2px"
              borderColor="currentColor"
              fontWeight="bold"
              textStyle="xs"
              aria-hidden="true"
            >
              {brand.slice(0, 3)}
            </Center>
            <Text fontWeight="semibold">{brand} workspace</Text>
          </HStack>
          <Center>
            <CuttingSheetIllustration />
          </Center>
          <Stack gap="2" maxW="md">
            <Text textStyle="2xl" fontWeight="semibold" letterSpacing="tight">
              {coverTitle}
            </Text>
            <Text textStyle="md">{coverText}</Text>
          </Stack>
        </Flex>
        <Center px={{ base: '4', sm: '8' }} py={{ base: '16', md: '12' }}>
          <Stack w="full" maxW={maxW} gap="8">
            <Box hideFrom="lg">
              <BrandMark brand={brand} />
            </Box>
            <Intro title={title} description={description} media={media} />
            <Box>{children}</Box>
            {footer && (
              <Box textStyle="sm" color="fg.muted">
                {footer}
              </Box>
            )}
          </Stack>
        </Center>
      </Grid>
    );
  }

  return (
    <Center minH="100dvh" px={{ base: '3', sm: '4' }} py={{ base: '16', md: '12' }}>
      <Stack w="full" maxW={maxW} gap="6">
        <Center>
          <BrandMark brand={brand} />
        </Center>
        <Card.Root variant="elevated" size={{ base: 'md', sm: 'lg' }}>
          <Card.Body gap="6">
            <Intro title={title} description={description} media={media} />
            <Box>{children}</Box>
          </Card.Body>
        </Card.Root>
        {footer && (
          <Box textStyle="sm" color="fg.muted" textAlign="center">
            {footer}
          </Box>
        )}
      </Stack>
    </Center>
  );
}
