import { Badge, Box, Code, HStack, SimpleGrid, Stack, Table, Text, Theme } from '@chakra-ui/react';
import { CircleAlert, CircleCheck } from 'lucide-react';
import {
  DemoGrid,
  DemoSection,
  PageHeader,
  ScrollRegion,
  resolveColorToken,
  system,
  tokenContrast,
  wcagLevel,
  type ColorMode,
  type WcagLevel,
} from '@/ui';

const PALETTES = [
  'brand',
  'gray',
  'red',
  'orange',
  'yellow',
  'green',
  'teal',
  'blue',
  'cyan',
  'purple',
  'pink',
] as const;
const SHADES = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900', '950'] as const;
const MODES: ColorMode[] = ['light', 'dark'];

const SEMANTIC = [
  'bg',
  'bg.canvas',
  'bg.panel',
  'bg.subtle',
  'bg.muted',
  'bg.emphasized',
  'fg',
  'fg.muted',
  'fg.subtle',
  'border',
  'border.emphasized',
  'fg.error',
  'fg.warning',
  'fg.success',
  'brand.solid',
  'brand.contrast',
  'brand.fg',
  'brand.subtle',
  'brand.muted',
  'brand.focusRing',
] as const;

/** Text tokens over the backgrounds they are meant for. */
const PAIRS: { text: string; background: string }[] = [
  { text: 'fg', background: 'bg' },
  { text: 'fg.muted', background: 'bg' },
  { text: 'fg.subtle', background: 'bg' },
  { text: 'fg', background: 'bg.canvas' },
  { text: 'fg.muted', background: 'bg.canvas' },
  { text: 'fg.muted', background: 'bg.muted' },
  { text: 'fg.error', background: 'bg' },
  { text: 'fg.success', background: 'bg' },
  { text: 'fg.warning', background: 'bg' },
  ...PALETTES.flatMap((palette) => [
    { text: `${palette}.contrast`, background: `${palette}.solid` },
    { text: `${palette}.fg`, background: `${palette}.subtle` },
  ]),
];

const LEVEL_STYLE: Record<WcagLevel, { palette: string; passes: boolean }> = {
  AAA: { palette: 'green', passes: true },
  AA: { palette: 'green', passes: true },
  'AA large': { palette: 'orange', passes: false },
  Fail: { palette: 'red', passes: false },
};

/** A colour square drawn from a value read out of the theme (not typed in), with the value written beside it. */
function Swatch({ value, label }: { value: string | null; label?: string }) {
  return (
    <HStack gap="2" minW="0">
      <Box
        boxSize="6"
        flexShrink={0}
        rounded="l1"
        borderWidth="1px"
        borderColor="border.emphasized"
        style={{ background: value ?? undefined }}
        aria-hidden="true"
      />
      <Text textStyle="xs" fontFamily="mono" truncate>
        {label ?? value ?? '—'}
      </Text>
    </HStack>
  );
}

function Ratio({ ratio }: { ratio: number | null }) {
  if (ratio === null) return <Text textStyle="sm">—</Text>;
  const level = wcagLevel(ratio);
  const style = LEVEL_STYLE[level];
  return (
    <HStack gap="2" wrap="wrap">
      <Text textStyle="sm" fontFamily="mono" minW="14">
        {ratio.toFixed(2)}:1
      </Text>
      <Badge colorPalette={style.palette} variant="subtle" size="sm">
        {style.passes ? <CircleCheck aria-hidden="true" /> : <CircleAlert aria-hidden="true" />}
        {level}
      </Badge>
    </HStack>
  );
}

/** Colors: every palette's raw shades, the semantic tokens in light and dark, and WCAG contrast computed from the theme's values. */
export function ColorsDemo() {
  return (
    <>
      <PageHeader
        title="Colors"
        description="The palettes and semantic tokens of the theme, in light and dark, with contrast ratios computed from their values."
      />
      <DemoGrid>
        <DemoSection
          title="Semantic tokens in both modes"
          description="Components use these; each resolves to a raw shade per mode."
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            {MODES.map((mode) => (
              // Theme forces one colour mode for its subtree, so both modes render side by side from the same tokens.
              <Theme key={mode} appearance={mode} hasBackground={false}>
                <Stack
                  gap="2"
                  p="4"
                  rounded="l2"
                  bg="bg"
                  color="fg"
                  borderWidth="1px"
                  data-testid={`mode-${mode}`}
                  role="group"
                  aria-label={`${mode} mode sample`}
                >
                  <Text fontWeight="semibold">{mode === 'light' ? 'Light mode' : 'Dark mode'}</Text>
                  <Text textStyle="sm">Quotation Q-2026-0142 · ₹ 2,46,000</Text>
                  <Text textStyle="sm" color="fg.muted">
                    Muted text: sent 18 Nov by Anita Desai
                  </Text>
                  <HStack gap="2" wrap="wrap">
                    <Box px="2" py="1" rounded="l1" bg="brand.solid" color="brand.contrast" textStyle="xs">
                      brand.solid
                    </Box>
                    <Box px="2" py="1" rounded="l1" bg="brand.subtle" color="brand.fg" textStyle="xs">
                      brand.subtle
                    </Box>
                    <Box px="2" py="1" rounded="l1" bg="bg.muted" textStyle="xs">
                      bg.muted
                    </Box>
                  </HStack>
                </Stack>
              </Theme>
            ))}
          </SimpleGrid>
          <ScrollRegion label="Semantic token values" mt="4" borderWidth="0">
            <Table.Root size="sm" aria-label="Semantic tokens and their values">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Token</Table.ColumnHeader>
                  <Table.ColumnHeader>Light</Table.ColumnHeader>
                  <Table.ColumnHeader>Dark</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {SEMANTIC.map((token) => (
                  <Table.Row key={token}>
                    <Table.Cell>
                      <Code size="sm">{token}</Code>
                    </Table.Cell>
                    {MODES.map((mode) => (
                      <Table.Cell key={mode}>
                        <Swatch value={resolveColorToken(system, token, mode)} />
                      </Table.Cell>
                    ))}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        </DemoSection>

        <DemoSection
          title="Contrast"
          description="WCAG 2 ratios of text tokens on their backgrounds, computed from the token values. Normal text needs 4.5:1 (AA); AA large means only big or bold text."
        >
          <ScrollRegion label="Contrast ratios" borderWidth="0">
            <Table.Root size="sm" aria-label="Contrast of text tokens on backgrounds">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Text on background</Table.ColumnHeader>
                  <Table.ColumnHeader>Light</Table.ColumnHeader>
                  <Table.ColumnHeader>Dark</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {PAIRS.map((pair) => {
                  const name = `${pair.text} on ${pair.background}`;
                  return (
                    <Table.Row key={name} data-testid={`contrast-${name}`}>
                      <Table.Cell>
                        <Code size="sm">{pair.text}</Code> on <Code size="sm">{pair.background}</Code>
                      </Table.Cell>
                      {MODES.map((mode) => (
                        <Table.Cell key={mode} data-mode={mode}>
                          <Ratio ratio={tokenContrast(system, pair.text, pair.background, mode)} />
                        </Table.Cell>
                      ))}
                    </Table.Row>
                  );
                })}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        </DemoSection>

        <DemoSection
          title="Palettes"
          description="The raw shades, 50 to 950. Use them through semantic tokens or colorPalette."
        >
          <Stack gap="4">
            {PALETTES.map((palette) => (
              <Stack key={palette} gap="1.5">
                <Text textStyle="sm" fontWeight="medium">
                  {palette}
                </Text>
                <SimpleGrid columns={{ base: 4, sm: 6, lg: 11 }} gap="2">
                  {SHADES.map((shade) => (
                    <Stack key={shade} gap="1" minW="0">
                      <Box
                        h="10"
                        rounded="l1"
                        bg={`${palette}.${shade}`}
                        borderWidth="1px"
                        borderColor="border.muted"
                        aria-hidden="true"
                      />
                      <Text textStyle="2xs" fontFamily="mono" truncate>
                        {shade} {system.token(`colors.${palette}.${shade}`)}
                      </Text>
                    </Stack>
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
