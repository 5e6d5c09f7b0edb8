/**
 * The frame of the two public landing pages (the landing layout has no header of its own): a sticky bar
 * with the brand, links that scroll to the page's sections (the one in view is marked), the theme switch
 * and a sign-in link; on phones the links fold into a menu button. Then the page's main and a footer.
 */
import { Box, Button, Container, Flex, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Menu as MenuIcon, X } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ThemeSwitch, useScrollSpy, usePrefersReducedMotion } from '@/ui';
import { SIGN_IN_PATH, href } from '@/routes/paths';

export interface LandingSection {
  id: string;
  label: string;
}

export interface LandingShellProps {
  brand: string;
  /** Accessible name of the section navigation, e.g. "Landing page sections". */
  navLabel: string;
  sections: readonly LandingSection[];
  cta: ReactNode;
  children: ReactNode;
}

// The sticky bar is 4rem tall; a section counts as reached just below it.
const BAR_OFFSET = 80;

export function LandingShell({ brand, navLabel, sections, cta, children }: LandingShellProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const activeId = useScrollSpy(
    sections.map((section) => section.id),
    { offset: BAR_OFFSET },
  );
  const reducedMotion = usePrefersReducedMotion();

  const goTo = (id: string) => {
    setMenuOpen(false);
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
    if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
    section.focus({ preventScroll: true });
  };

  const links = (direction: 'row' | 'column') => (
    <Stack as="ul" listStyleType="none" direction={direction} gap={direction === 'row' ? '1' : '0'}>
      {sections.map((section) => (
        <li key={section.id}>
          <Link
            href={`#${section.id}`}
            aria-current={activeId === section.id ? 'location' : undefined}
            display="block"
            px="3"
            py="2"
            rounded="l2"
            textStyle="sm"
            fontWeight="medium"
            color={activeId === section.id ? 'brand.fg' : 'fg.muted'}
            bg={activeId === section.id ? 'brand.subtle' : undefined}
            textDecoration="none"
            onClick={(event) => {
              // A hash would be read by the router as a navigation; scroll instead.
              event.preventDefault();
              goTo(section.id);
            }}
          >
            {section.label}
          </Link>
        </li>
      ))}
    </Stack>
  );

  return (
    <>
      <Box
        as="header"
        position="sticky"
        top="0"
        zIndex="sticky"
        bg="bg/90"
        backdropFilter="blur(8px)"
        borderBottomWidth="1px"
      >
        <Container maxW="7xl">
          <Flex h="16" align="center" justify="space-between" gap="3">
            <Text fontWeight="bold" textStyle="lg" truncate>
              {brand}
            </Text>
            <Box as="nav" aria-label={navLabel} hideBelow="lg">
              {links('row')}
            </Box>
            <HStack gap="1" flexShrink={0}>
              <ThemeSwitch />
              <Button asChild size="sm" variant="ghost" hideBelow="sm">
                <RouterLink to={SIGN_IN_PATH}>Sign in</RouterLink>
              </Button>
              <Box hideBelow="md">{cta}</Box>
              <IconButton
                hideFrom="lg"
                variant="ghost"
                size="sm"
                aria-label={menuOpen ? 'Close the menu' : 'Open the menu'}
                aria-expanded={menuOpen}
                aria-controls="landing-mobile-nav"
                onClick={() => setMenuOpen((open) => !open)}
              >
                {menuOpen ? <X /> : <MenuIcon />}
              </IconButton>
            </HStack>
          </Flex>
          {menuOpen && (
            <Box as="nav" id="landing-mobile-nav" aria-label={`${navLabel} (menu)`} pb="3" hideFrom="lg">
              {links('column')}
              <Box px="3" pt="2" hideFrom="md">
                {cta}
              </Box>
            </Box>
          )}
        </Container>
      </Box>
      <Box as="main" id="main-content">
        {children}
      </Box>
      <Box as="footer" borderTopWidth="1px" py="8" mt="16">
        <Container maxW="7xl">
          <Flex
            gap="4"
            direction={{ base: 'column', md: 'row' }}
            justify="space-between"
            textStyle="sm"
            color="fg.muted"
          >
            <Text>© 2026 {brand}. Made-to-measure kitchens, wardrobes and panel furniture, Pune.</Text>
            <HStack gap="4">
              <Link asChild color="fg.muted">
                <RouterLink to={href('/pages/terms-conditions')}>Terms</RouterLink>
              </Link>
              <Link asChild color="fg.muted">
                <RouterLink to={href('/pages/faqs')}>FAQs</RouterLink>
              </Link>
              <Link asChild color="fg.muted">
                <RouterLink to={href('/pages/contactus')}>Contact</RouterLink>
              </Link>
            </HStack>
          </Flex>
        </Container>
      </Box>
    </>
  );
}

/** A page section with its own heading, placed below the sticky bar when scrolled to. */
export function LandingSectionBlock({
  id,
  title,
  intro,
  children,
  muted = false,
}: {
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
  muted?: boolean;
}) {
  return (
    <Box
      as="section"
      id={id}
      aria-labelledby={`${id}-title`}
      scrollMarginTop="16"
      py={{ base: '12', md: '20' }}
      bg={muted ? 'bg.subtle' : undefined}
    >
      <Container maxW="7xl">
        <Stack gap="2" mb="8" maxW="2xl">
          <Text
            as="h2"
            id={`${id}-title`}
            textStyle={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            letterSpacing="tight"
          >
            {title}
          </Text>
          {intro && <Text color="fg.muted">{intro}</Text>}
        </Stack>
        {children}
      </Container>
    </Box>
  );
}

/** The round number beside a step of a numbered process (the list itself carries the order for readers). */
export function StepNumber({ value }: { value: number }) {
  return (
    <Flex
      w="10"
      h="10"
      rounded="full"
      bg="brand.solid"
      color="brand.contrast"
      align="center"
      justify="center"
      fontWeight="bold"
      aria-hidden="true"
    >
      {value}
    </Flex>
  );
}
