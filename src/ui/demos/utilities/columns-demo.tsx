import { Box, Code, Grid, GridItem, SimpleGrid, Stack, Text, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const Cell = ({ children, ...props }: { children: ReactNode } & BoxProps) => (
  <Box
    p="3"
    rounded="l2"
    bg="brand.subtle"
    color="brand.fg"
    borderWidth="1px"
    borderColor="brand.muted"
    textStyle="sm"
    minW="0"
    {...props}
  >
    {children}
  </Box>
);

/** Columns: equal and responsive columns, spans, offsets, auto-fit card grids, nesting and named areas. */
export function ColumnsDemo() {
  return (
    <>
      <PageHeader
        title="Columns"
        description="Grid layouts: how many columns, how wide, and how they change with the screen."
      />
      <DemoGrid>
        <DemoSection
          title="Equal columns"
          description={
            <>
              A 12-column grid; <Code>colSpan</Code> sets the width.
            </>
          }
        >
          <Stack gap="3">
            <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="2">
              {Array.from({ length: 12 }, (_, index) => (
                <Cell key={index} px="0" textAlign="center">
                  {index + 1}
                </Cell>
              ))}
            </Grid>
            <Grid templateColumns="repeat(12, minmax(0, 1fr))" gap="2">
              <GridItem colSpan={{ base: 12, md: 8 }}>
                <Cell>8: BOQ items</Cell>
              </GridItem>
              <GridItem colSpan={{ base: 12, md: 4 }}>
                <Cell>4: Totals</Cell>
              </GridItem>
              <GridItem colSpan={{ base: 6, md: 3 }}>
                <Cell>3</Cell>
              </GridItem>
              <GridItem colSpan={{ base: 6, md: 3 }}>
                <Cell>3</Cell>
              </GridItem>
              <GridItem colSpan={{ base: 12, md: 6 }}>
                <Cell>6</Cell>
              </GridItem>
            </Grid>
          </Stack>
        </DemoSection>

        <DemoSection title="Responsive columns" description="1 on phones, 2 from sm, 3 from md, 4 from lg.">
          <SimpleGrid columns={{ base: 1, sm: 2, md: 3, lg: 4 }} gap="3">
            {[
              'Living room',
              'Kitchen',
              'Master bedroom',
              'Kids bedroom',
              'Study',
              'Pooja room',
              'Foyer',
              'Balcony',
            ].map((room) => (
              <Cell key={room}>{room}</Cell>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection
          title="Offsets"
          description={
            <>
              <Code>colStart</Code> leaves empty columns before an item.
            </>
          }
        >
          <Grid templateColumns="repeat(6, minmax(0, 1fr))" gap="2">
            <GridItem colSpan={2}>
              <Cell>span 2</Cell>
            </GridItem>
            <GridItem colStart={5} colSpan={2}>
              <Cell>start 5</Cell>
            </GridItem>
            <GridItem colStart={2} colEnd={6}>
              <Cell>2 to 6</Cell>
            </GridItem>
          </Grid>
        </DemoSection>

        <DemoSection title="Auto-fit" description="As many 12rem cards as fit; no breakpoints needed.">
          <SimpleGrid minChildWidth="48" gap="3">
            {['MDF', 'Particle board', 'Plywood', 'HDHMR', 'Acrylic', 'Laminate'].map((material) => (
              <Cell key={material}>{material}</Cell>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection
          title="Nested and named areas"
          description="A quotation layout: header, items, summary and terms."
        >
          <Grid
            gap="2"
            templateColumns={{ base: '1fr', md: '2fr 1fr' }}
            templateAreas={{
              base: `"header" "items" "summary" "terms"`,
              md: `"header header" "items summary" "terms summary"`,
            }}
          >
            <GridItem area="header">
              <Cell>Header: client and quotation number</Cell>
            </GridItem>
            <GridItem area="items">
              <Cell>
                <Text mb="2">Items</Text>
                <SimpleGrid columns={{ base: 1, sm: 3 }} gap="2">
                  <Cell bg="bg.panel" color="fg">
                    Carcass
                  </Cell>
                  <Cell bg="bg.panel" color="fg">
                    Shutters
                  </Cell>
                  <Cell bg="bg.panel" color="fg">
                    Hardware
                  </Cell>
                </SimpleGrid>
              </Cell>
            </GridItem>
            <GridItem area="summary">
              <Cell h="full">Summary: subtotal, GST, total</Cell>
            </GridItem>
            <GridItem area="terms">
              <Cell>Terms and validity</Cell>
            </GridItem>
          </Grid>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
