import { Box, Code, Container, SimpleGrid, Stack, Table, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DemoGrid, DemoSection, PageHeader, ScrollRegion, system } from '@/ui';

/** The positive spacing tokens, smallest first (the theme also has negative ones for pulling content). */
const SPACING = [...(system.tokens.categoryMap.get('spacing')?.entries() ?? [])]
  .filter(([name]) => !name.startsWith('-'))
  .map(([name, token]) => ({ name, value: String(token.value) }))
  .sort((a, b) => parseFloat(a.value) - parseFloat(b.value));

const Cell = ({ children, ...props }: { children?: ReactNode } & BoxProps) => (
  <Box
    p="3"
    rounded="l2"
    bg="brand.subtle"
    color="brand.fg"
    borderWidth="1px"
    borderColor="brand.muted"
    textStyle="sm"
    {...props}
  >
    {children}
  </Box>
);

/** Gutters: the spacing scale from the theme, gaps between columns and rows, padding and margin, and page gutters. */
export function GuttersDemo() {
  return (
    <>
      <PageHeader title="Gutters" description="The space between things, from one spacing scale." />
      <DemoGrid>
        <DemoSection
          title="Spacing scale"
          description={`${SPACING.length} spacing tokens; 1 unit is 0.25rem (4 px).`}
        >
          <ScrollRegion label="Spacing tokens, scrollable" maxH="md" borderWidth="0">
            <Table.Root size="sm" stickyHeader aria-label="Spacing tokens">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Token</Table.ColumnHeader>
                  <Table.ColumnHeader>Value</Table.ColumnHeader>
                  <Table.ColumnHeader minW="40">Size</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {SPACING.map(({ name, value }) => (
                  <Table.Row key={name}>
                    <Table.Cell>
                      <Code size="sm">{name}</Code>
                    </Table.Cell>
                    <Table.Cell>
                      {value} ({Math.round(parseFloat(value) * 16)} px)
                    </Table.Cell>
                    <Table.Cell>
                      <Box h="3" w={name} bg="brand.solid" rounded="l1" aria-hidden="true" />
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </ScrollRegion>
        </DemoSection>

        <DemoSection title="Gaps" description="The same grid with gap 1, 3 and 6.">
          <Stack gap="5">
            {(['1', '3', '6'] as const).map((gap) => (
              <Stack key={gap} gap="1.5">
                <Code alignSelf="start">gap=&quot;{gap}&quot;</Code>
                <SimpleGrid columns={4} gap={gap}>
                  {Array.from({ length: 8 }, (_, index) => (
                    <Cell key={index} p="2" textAlign="center">
                      {index + 1}
                    </Cell>
                  ))}
                </SimpleGrid>
              </Stack>
            ))}
            <Stack gap="1.5">
              <Code alignSelf="start">rowGap=&quot;6&quot; columnGap=&quot;2&quot;</Code>
              <SimpleGrid columns={4} rowGap="6" columnGap="2">
                {Array.from({ length: 8 }, (_, index) => (
                  <Cell key={index} p="2" textAlign="center">
                    {index + 1}
                  </Cell>
                ))}
              </SimpleGrid>
            </Stack>
          </Stack>
        </DemoSection>

        <DemoSection title="Padding and margin">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {(['2', '4', '8'] as const).map((space) => (
              <Stack key={space} gap="1.5">
                <Code alignSelf="start">p=&quot;{space}&quot;</Code>
                <Box bg="brand.muted" p={space} rounded="l2">
                  <Box bg="bg.panel" p="2" rounded="l1" textStyle="sm">
                    Content
                  </Box>
                </Box>
              </Stack>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection
          title="Page gutters"
          description="Container keeps a side gutter that grows with the screen."
        >
          <Box bg="bg.muted" rounded="l2" py="3">
            <Container maxW="3xl" px={{ base: '4', md: '8' }}>
              <Cell>
                <Text>Content inside the container: 1 rem gutters on phones, 2 rem from md.</Text>
              </Cell>
            </Container>
          </Box>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
