import {
  Avatar,
  Box,
  Flex,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Link,
  Stack,
  Text,
  Theme,
} from '@chakra-ui/react';
import { Menu as MenuIcon, Search, X } from 'lucide-react';
import { useId, useState } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const LINKS = ['Dashboard', 'Leads', 'Projects', 'Quotations', 'Stock'] as const;

type NavbarTone = 'plain' | 'brand' | 'dark';

interface DemoNavbarProps {
  /** Accessible name of the navigation landmark. */
  label: string;
  tone?: NavbarTone;
  withSearch?: boolean;
  /** Always show the phone layout (for the 375 px preview inside a wide page). */
  compact?: boolean;
}

/**
 * A top bar with the brand, links, search and the user; below md (or when compact) the links fold into a
 * menu opened by a button that says whether it is expanded.
 */
function DemoNavbar({ label, tone = 'plain', withSearch = false, compact = false }: DemoNavbarProps) {
  // A plain disclosure rather than Chakra's Collapsible: in this version its exit animation never settled
  // here, so a folded menu stayed in the accessibility tree.
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<string>('Dashboard');
  const menuId = useId();
  const wide = compact ? 'none' : { base: 'none', md: 'flex' };
  const narrow = compact ? 'flex' : { base: 'flex', md: 'none' };
  const surface =
    tone === 'brand'
      ? { bg: 'brand.solid', color: 'brand.contrast', linkColor: 'brand.contrast', currentBg: 'transparent' }
      : { bg: 'bg.panel', color: 'fg', linkColor: 'fg.muted', currentBg: 'bg.muted' };

  const links = (direction: 'row' | 'column') => (
    <Stack
      as="ul"
      direction={direction}
      gap="1"
      listStyleType="none"
      align={direction === 'row' ? 'center' : 'stretch'}
    >
      {LINKS.map((name) => (
        <li key={name}>
          <Link
            href={`#${name.toLowerCase()}`}
            aria-current={name === current ? 'page' : undefined}
            display="block"
            px="3"
            py="2"
            rounded="l2"
            textStyle="sm"
            fontWeight={name === current ? 'semibold' : 'normal'}
            color={name === current ? surface.color : surface.linkColor}
            bg={name === current ? surface.currentBg : 'transparent'}
            textDecoration={tone === 'brand' && name === current ? 'underline' : 'none'}
            textUnderlineOffset="4px"
            _hover={{ textDecoration: 'underline' }}
            onClick={(event) => {
              event.preventDefault();
              setCurrent(name);
              setOpen(false);
            }}
          >
            {name}
          </Link>
        </li>
      ))}
    </Stack>
  );

  const bar = (
    <Box
      as="nav"
      aria-label={label}
      bg={surface.bg}
      color={surface.color}
      borderWidth="1px"
      rounded="l2"
      px="3"
      py="2"
    >
      <Flex align="center" gap="3">
        <Text fontWeight="bold" letterSpacing="tight" flexShrink={0}>
          FPW
        </Text>
        <Box display={wide} flex="1">
          {links('row')}
        </Box>
        {withSearch && (
          <InputGroup startElement={<Search size={14} />} maxW="48" display={wide}>
            <Input
              size="sm"
              placeholder="Search leads"
              _placeholder={{ color: 'fg.muted' }}
              aria-label={`Search, ${label}`}
              bg="bg"
              color="fg"
            />
          </InputGroup>
        )}
        <HStack gap="2" ms="auto">
          <Avatar.Root size="xs" colorPalette={tone === 'brand' ? 'gray' : 'brand'}>
            <Avatar.Fallback name="Anita Desai" />
          </Avatar.Root>
          <IconButton
            display={narrow}
            size="sm"
            variant="ghost"
            color="inherit"
            aria-label={open ? `Close menu, ${label}` : `Open menu, ${label}`}
            aria-expanded={open}
            aria-controls={menuId}
            onClick={() => setOpen((wasOpen) => !wasOpen)}
          >
            {open ? <X /> : <MenuIcon />}
          </IconButton>
        </HStack>
      </Flex>
      <Box id={menuId} hidden={!open} pt="2" display={open ? narrow : 'none'}>
        {links('column')}
      </Box>
    </Box>
  );

  // The dark bar forces dark tokens for its subtree, whatever the page's colour mode.
  return tone === 'dark' ? (
    <Theme appearance="dark" hasBackground={false} rounded="l2">
      {bar}
    </Theme>
  ) : (
    bar
  );
}

/** Navbars: plain, brand and dark variants, with search, and the responsive collapse into a menu button. */
export function NavbarDemo() {
  return (
    <>
      <PageHeader
        title="Navbar"
        description="Top bars for sections of the app; links fold into a menu on phones."
      />
      <DemoGrid>
        <DemoSection title="Plain" description="Resize below md to see the links fold away.">
          <DemoNavbar label="Plain navbar" />
        </DemoSection>
        <DemoSection title="Brand">
          <DemoNavbar label="Brand navbar" tone="brand" />
        </DemoSection>
        <DemoSection title="Dark, with search">
          <DemoNavbar label="Dark navbar" tone="dark" withSearch />
        </DemoSection>
        <DemoSection
          title="Collapsed, as on a phone"
          description="The menu button opens and closes the links."
        >
          <Box maxW="sm">
            <DemoNavbar label="Phone navbar" compact />
          </Box>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
