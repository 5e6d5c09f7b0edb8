import {
  AbsoluteCenter,
  Badge,
  Box,
  Code,
  Float,
  SimpleGrid,
  Stack,
  Table,
  Text,
  type BoxProps,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DemoGrid, DemoSection, PageHeader, ScrollRegion, system } from '@/ui';

const Z_INDEX = [...(system.tokens.categoryMap.get('zIndex')?.entries() ?? [])].map(([name, token]) => ({
  name,
  value: String(token.value),
}));

const Frame = ({ children, ...props }: { children: ReactNode } & BoxProps) => (
  <Box position="relative" h="32" bg="bg.muted" rounded="l2" borderWidth="1px" {...props}>
    {children}
  </Box>
);
const Tag = ({ children, ...props }: { children: ReactNode } & BoxProps) => (
  <Box px="2" py="1" rounded="l1" bg="brand.solid" color="brand.contrast" textStyle="xs" {...props}>
    {children}
  </Box>
);

const FLOAT_PLACEMENTS = ['top-start', 'top-end', 'bottom-start', 'bottom-end'] as const;

/** Positions: relative and absolute placing, centring, floating badges, a sticky header in its own scroller, and the z-index scale. */
export function PositionsDemo() {
  return (
    <>
      <PageHeader title="Positions" description="Placing things on top of, or stuck to, other things." />
      <DemoGrid columns={2}>
        <DemoSection
          title="Absolute inside relative"
          description="The frame is relative; the tags are placed in its corners."
        >
          <Frame>
            <Tag position="absolute" top="2" insetStart="2">
              top start
            </Tag>
            <Tag position="absolute" top="2" insetEnd="2">
              top end
            </Tag>
            <Tag position="absolute" bottom="2" insetStart="2">
              bottom start
            </Tag>
            <Tag position="absolute" bottom="2" insetEnd="2">
              bottom end
            </Tag>
            <AbsoluteCenter>
              <Tag>AbsoluteCenter</Tag>
            </AbsoluteCenter>
          </Frame>
        </DemoSection>

        <DemoSection title="Float" description="Badges that sit on an edge or corner of their parent.">
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap="6" pt="2">
            {FLOAT_PLACEMENTS.map((placement) => (
              <Box key={placement} position="relative" h="16" bg="bg.muted" rounded="l2" borderWidth="1px">
                <Float placement={placement}>
                  <Badge colorPalette="red" variant="solid" rounded="full">
                    3
                  </Badge>
                </Float>
                <Text textStyle="xs" p="2" pt="5">
                  {placement}
                </Text>
              </Box>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Sticky" description="The header sticks to the top of its own scroll box.">
          <Box
            maxH="48"
            overflowY="auto"
            borderWidth="1px"
            rounded="l2"
            tabIndex={0}
            role="region"
            aria-label="Order lines, scrollable"
          >
            <Text
              position="sticky"
              top="0"
              bg="bg.panel"
              px="3"
              py="2"
              fontWeight="semibold"
              borderBottomWidth="1px"
              textStyle="sm"
            >
              Order O-2026-0087 · 12 lines
            </Text>
            <Stack gap="0" px="3" py="2">
              {Array.from({ length: 12 }, (_, index) => (
                <Text key={index} textStyle="sm" py="1.5">
                  Line {index + 1}: shutter {600 + index * 10} × 450 mm
                </Text>
              ))}
            </Stack>
          </Box>
        </DemoSection>

        <DemoSection
          title="Fixed, within a frame"
          description="Fixed elements stick to the screen; here the frame stands in for it."
        >
          <Frame h="40" overflow="hidden">
            <Box
              position="absolute"
              insetX="0"
              top="0"
              px="3"
              py="2"
              bg="bg.panel"
              borderBottomWidth="1px"
              textStyle="sm"
            >
              Header (fixed top)
            </Box>
            <Box position="absolute" bottom="3" insetEnd="3">
              <Tag rounded="full" px="3" py="2">
                + New lead
              </Tag>
            </Box>
          </Frame>
        </DemoSection>

        <DemoSection
          title="Stacking order"
          description={
            <>
              The <Code>zIndex</Code> tokens, read from the theme.
            </>
          }
        >
          <ScrollRegion label="Z-index scale" borderWidth="0">
            <Table.Root size="sm" aria-label="Z-index tokens">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Token</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {Z_INDEX.map(({ name, value }) => (
                  <Table.Row key={name}>
                    <Table.Cell>
                      <Code size="sm">{name}</Code>
                    </Table.Cell>
                    <Table.Cell textAlign="end">{value}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
