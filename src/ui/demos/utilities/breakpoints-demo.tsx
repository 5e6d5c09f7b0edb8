import {
  Badge,
  Box,
  Code,
  HStack,
  SimpleGrid,
  Stack,
  Table,
  Text,
  useBreakpoint,
  type BreakpointName,
} from '@chakra-ui/react';
import { useSyncExternalStore } from 'react';
import { DemoGrid, DemoSection, PageHeader, ScrollRegion, system } from '@/ui';

/** The theme's breakpoints, smallest first, with "base" below the first. */
const BREAKPOINTS: { name: BreakpointName; min: string }[] = [
  { name: 'base', min: '0rem' },
  ...system.breakpoints.values.map((breakpoint) => ({
    name: breakpoint.name as BreakpointName,
    min: breakpoint.min ?? '0rem',
  })),
];
const remToPx = (rem: string) => Math.round(parseFloat(rem) * 16);

const subscribeToResize = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};
const useViewportWidth = () =>
  useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 0,
  );

/** Breakpoints: the live readout of the active breakpoint and the width, the scale from the theme, and responsive props at work. */
export function BreakpointsDemo() {
  const active = useBreakpoint({ breakpoints: BREAKPOINTS.map((breakpoint) => breakpoint.name) });
  const width = useViewportWidth();

  return (
    <>
      <PageHeader
        title="Breakpoints"
        description="The widths where layouts change. Resize the window to watch."
      />
      <DemoGrid>
        <DemoSection title="Now" description="Updates live as the window is resized.">
          <HStack gap="6" wrap="wrap" aria-live="polite">
            <Stack gap="0">
              <Text textStyle="xs" color="fg.muted">
                Active breakpoint
              </Text>
              <Text textStyle="3xl" fontWeight="semibold" data-testid="active-breakpoint">
                {active}
              </Text>
            </Stack>
            <Stack gap="0">
              <Text textStyle="xs" color="fg.muted">
                Viewport width
              </Text>
              <Text textStyle="3xl" fontWeight="semibold" data-testid="viewport-width">
                {width} px
              </Text>
            </Stack>
          </HStack>
        </DemoSection>

        <DemoSection
          title="The scale"
          description="Read from the theme; each applies from its minimum width up."
        >
          <ScrollRegion label="Breakpoint scale" borderWidth="0">
            <Table.Root size="sm" aria-label="Breakpoints">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Name</Table.ColumnHeader>
                  <Table.ColumnHeader>From</Table.ColumnHeader>
                  <Table.ColumnHeader>Typical screen</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {BREAKPOINTS.map((breakpoint, index) => (
                  <Table.Row
                    key={breakpoint.name}
                    aria-current={breakpoint.name === active ? 'true' : undefined}
                  >
                    <Table.Cell>
                      <HStack>
                        <Code>{breakpoint.name}</Code>
                        {breakpoint.name === active && (
                          <Badge colorPalette="brand" size="sm">
                            active
                          </Badge>
                        )}
                      </HStack>
                    </Table.Cell>
                    <Table.Cell>
                      {breakpoint.min} ({remToPx(breakpoint.min)} px)
                    </Table.Cell>
                    <Table.Cell>
                      {['Phone', 'Large phone', 'Tablet', 'Laptop', 'Desktop', 'Wide desktop'][index]}
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        </DemoSection>

        <DemoSection title="Responsive props" description="One column on phones, up to four on laptops.">
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="3">
            {['Leads', 'Quotations', 'Orders', 'Stock'].map((name) => (
              <Box
                key={name}
                p="4"
                rounded="l2"
                bg={{ base: 'bg.muted', md: 'brand.subtle' }}
                borderWidth="1px"
                textStyle="sm"
              >
                {name}
              </Box>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Show and hide" description="Content for some widths only.">
          <Stack gap="2" textStyle="sm">
            <Text hideFrom="md">Shown below md: the compact summary for phones.</Text>
            <Text hideBelow="md">Shown from md up: the full summary with every column.</Text>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
