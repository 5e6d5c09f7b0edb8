import { Box, type BoxProps, Code, HStack, Separator, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DemoGrid, DemoSection, PageHeader, system } from '@/ui';

const WIDTHS = ['0', '1px', '2px', '4px', '8px'] as const;
const BORDER_COLORS = [
  'border',
  'border.muted',
  'border.subtle',
  'border.emphasized',
  'border.inverted',
  'border.error',
  'border.warning',
  'border.success',
  'border.info',
  'brand.solid',
] as const;
const SIDES = [
  { label: 'Top', props: { borderTopWidth: '2px' } },
  { label: 'Inline end', props: { borderInlineEndWidth: '2px' } },
  { label: 'Bottom', props: { borderBottomWidth: '2px' } },
  { label: 'Inline start', props: { borderInlineStartWidth: '2px' } },
] as const;
const STYLES = ['solid', 'dashed', 'dotted', 'double'] as const;

/** Radius tokens in the theme's order, with their values. */
const RADII = [...(system.tokens.categoryMap.get('radii')?.entries() ?? [])].map(([name, token]) => ({
  name,
  value: String(token.value),
}));

const Sample = ({ children, ...props }: { children: ReactNode } & BoxProps) => (
  <Stack gap="1.5" align="center">
    <Box boxSize="16" bg="bg.subtle" borderColor="border.emphasized" {...props} />
    <Text textStyle="xs" color="fg.muted" textAlign="center">
      {children}
    </Text>
  </Stack>
);

/** Borders: widths, semantic colours, sides, styles, the radius scale read from the theme, and dividers. */
export function BordersDemo() {
  return (
    <>
      <PageHeader title="Borders" description="Edges, outlines and rounding, from the theme's tokens." />
      <DemoGrid columns={2}>
        <DemoSection title="Widths">
          <SimpleGrid columns={{ base: 3, sm: 5 }} gap="4">
            {WIDTHS.map((width) => (
              <Sample key={width} borderWidth={width}>
                {width}
              </Sample>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Semantic colours" description="They follow the colour mode.">
          <SimpleGrid columns={{ base: 2, sm: 5 }} gap="4">
            {BORDER_COLORS.map((color) => (
              <Sample key={color} borderWidth="3px" borderColor={color}>
                {color}
              </Sample>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Sides" description="Logical sides follow the writing direction.">
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap="4">
            {SIDES.map((side) => (
              <Sample key={side.label} {...side.props} borderColor="brand.solid">
                {side.label}
              </Sample>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Styles">
          <SimpleGrid columns={{ base: 2, sm: 4 }} gap="4">
            {STYLES.map((style) => (
              <Sample key={style} borderWidth={style === 'double' ? '4px' : '2px'} borderStyle={style}>
                {style}
              </Sample>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection
          title="Radius scale"
          description={`${RADII.length} radius tokens; l1 to l3 are the layered radii components use.`}
        >
          <SimpleGrid columns={{ base: 3, sm: 5 }} gap="4" data-testid="radii">
            {RADII.map(({ name, value }) => (
              <Stack key={name} gap="1.5" align="center">
                <Box
                  boxSize="14"
                  bg="brand.muted"
                  borderWidth="1px"
                  borderColor="brand.solid"
                  rounded={name}
                />
                <Code size="sm">{name}</Code>
                <Text textStyle="2xs" color="fg.muted" textAlign="center" wordBreak="break-all">
                  {value}
                </Text>
              </Stack>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Dividers">
          <Stack gap="4">
            <Text textStyle="sm">Panels</Text>
            <Separator />
            <Text textStyle="sm">Edge bands</Text>
            <HStack>
              <Separator flex="1" />
              <Text textStyle="xs" color="fg.muted" flexShrink={0}>
                or
              </Text>
              <Separator flex="1" />
            </HStack>
            <HStack gap="3" h="5" textStyle="sm">
              <Text>Leads</Text>
              <Separator orientation="vertical" />
              <Text>Deals</Text>
              <Separator orientation="vertical" variant="dashed" />
              <Text>Orders</Text>
            </HStack>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
