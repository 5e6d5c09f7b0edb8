import {
  Blockquote,
  Box,
  Code,
  Em,
  Heading,
  Highlight,
  Kbd,
  List,
  Mark,
  Stack,
  Strong,
  Table,
  Text,
} from '@chakra-ui/react';
import { DemoGrid, DemoSection, PageHeader, ScrollRegion, system } from '@/ui';

type TokenCategory = 'fontSizes' | 'fontWeights' | 'lineHeights' | 'letterSpacings';

/** Every token of a category as [name, value], in the theme's own order. */
function tokensOf(category: TokenCategory): [string, string][] {
  const tokens = system.tokens.categoryMap.get(category);
  return tokens ? [...tokens.entries()].map(([name, token]) => [name, String(token.value)]) : [];
}

const HEADING_SIZES = ['4xl', '3xl', '2xl', 'xl', 'lg', 'md', 'sm'] as const;

/** Typography: the type scale, weights, line heights and letter spacing read from the theme, headings and inline text styles. */
export function TypographyDemo() {
  const fontSizes = tokensOf('fontSizes');
  const fontWeights = tokensOf('fontWeights');
  const lineHeights = tokensOf('lineHeights');
  const letterSpacings = tokensOf('letterSpacings');

  return (
    <>
      <PageHeader
        title="Typography"
        description="The type scale and text styles, read from the theme's tokens."
      />
      <DemoGrid>
        <DemoSection
          title="Type scale"
          description={`${fontSizes.length} font size tokens, smallest to largest.`}
        >
          <Box overflowX="auto" tabIndex={0} role="region" aria-label="Type scale samples" rounded="l2">
            <Stack gap="2" minW="max-content">
              {fontSizes.map(([name, value]) => (
                <Stack key={name} direction="row" align="baseline" gap="4">
                  <Text textStyle="xs" color="fg.muted" w="24" flexShrink={0} fontFamily="mono">
                    {name} · {value}
                  </Text>
                  <Text fontSize={name} lineHeight="shorter" whiteSpace="nowrap">
                    Edge band
                  </Text>
                </Stack>
              ))}
            </Stack>
          </Box>
        </DemoSection>

        <DemoSection title="Headings" description="The Heading sizes used for page and section titles.">
          <Stack gap="3">
            {HEADING_SIZES.map((size) => (
              <Heading key={size} as="p" size={size}>
                Heading {size} · Site survey
              </Heading>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection title="Weights, line heights and letter spacing">
          <ScrollRegion label="Type tokens, scrolls sideways on narrow screens" borderWidth="0">
            <Table.Root size="sm" aria-label="Font weight, line height and letter spacing tokens">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Token</Table.ColumnHeader>
                  <Table.ColumnHeader>Value</Table.ColumnHeader>
                  <Table.ColumnHeader>Sample</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {fontWeights.map(([name, value]) => (
                  <Table.Row key={`weight-${name}`}>
                    <Table.Cell fontFamily="mono">fontWeights.{name}</Table.Cell>
                    <Table.Cell>{value}</Table.Cell>
                    <Table.Cell fontWeight={name}>Quotation</Table.Cell>
                  </Table.Row>
                ))}
                {lineHeights.map(([name, value]) => (
                  <Table.Row key={`line-${name}`}>
                    <Table.Cell fontFamily="mono">lineHeights.{name}</Table.Cell>
                    <Table.Cell>{value}</Table.Cell>
                    <Table.Cell lineHeight={name} maxW="48">
                      Panels cut to size, edge banded on all four sides.
                    </Table.Cell>
                  </Table.Row>
                ))}
                {letterSpacings.map(([name, value]) => (
                  <Table.Row key={`spacing-${name}`}>
                    <Table.Cell fontFamily="mono">letterSpacings.{name}</Table.Cell>
                    <Table.Cell>{value}</Table.Cell>
                    <Table.Cell letterSpacing={name}>BILL OF MATERIAL</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        </DemoSection>

        <DemoSection title="Inline styles">
          <Stack gap="3" textStyle="sm">
            <Text>
              <Strong>Strong</Strong> for importance, <Em>emphasis</Em> for stress, <Code>code</Code> for
              identifiers such as <Code>P-18-HDHMR</Code>, <Kbd>Ctrl</Kbd> + <Kbd>S</Kbd> for keys, and{' '}
              <Mark bg="yellow.subtle" color="fg" px="0.5">
                marked text
              </Mark>
              .
            </Text>
            <Text>
              <Highlight
                query={['3.2 mm', 'grain lock']}
                styles={{ px: '0.5', bg: 'brand.subtle', color: 'brand.fg' }}
              >
                Search results highlight the match: saw kerf 3.2 mm, grain lock on shutters.
              </Highlight>
            </Text>
            <Text truncate maxW="sm">
              A long line is cut with an ellipsis when there is no room: Sharma residence, master bedroom
              wardrobe, left carcass side panel.
            </Text>
            <Text lineClamp={2} maxW="md">
              Or clamped to a number of lines. The client asked for a handle-less kitchen in matte acrylic,
              with profile handles on the tall units and a quartz top. The survey found a 40 mm slope in the
              floor.
            </Text>
          </Stack>
        </DemoSection>

        <DemoSection title="Quotes and lists">
          <Stack gap="4">
            <Blockquote.Root>
              <Blockquote.Content>
                The wardrobes fit to the millimetre, and the edge banding is the cleanest we have seen.
              </Blockquote.Content>
              <Blockquote.Caption>
                — <cite>Meera Iyer, client, Koramangala</cite>
              </Blockquote.Caption>
            </Blockquote.Root>
            <List.Root as="ol" textStyle="sm" gap="1" ps="5">
              <List.Item>Survey the site</List.Item>
              <List.Item>Design and approve</List.Item>
              <List.Item>Quote, order, cut and install</List.Item>
            </List.Root>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
