import { Badge, Box, Checkbox, DataList, HStack, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CheckCircle2, Circle } from 'lucide-react';
import { useState } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const STOCK = [
  { id: 'mdf-18', name: 'MDF 18 mm, 2440 × 1220', onHand: 46, reorderAt: 20 },
  { id: 'ply-12', name: 'Plywood 12 mm BWR', onHand: 8, reorderAt: 10 },
  { id: 'eb-white', name: 'Edge band 2 mm white PVC', onHand: 3, reorderAt: 5 },
  { id: 'hinge', name: 'Soft-close hinges (pair)', onHand: 240, reorderAt: 100 },
] as const;

const CATEGORIES = ['Panels', 'Skins', 'Edge bands', 'Processed panels', 'Hardware'] as const;

const RECCE_CHECKS = [
  'Details',
  'External environment',
  'Internal environment',
  'Spaces',
  'Signage and facade',
  'Layout and sketches',
];

/** Lists: plain and marked lists, an interactive selection list, lists with badges, checkable rows and key-value lists. */
export function ListGroupDemo() {
  const [category, setCategory] = useState<string>('Panels');
  const [done, setDone] = useState<string[]>(['Details', 'External environment']);

  return (
    <>
      <PageHeader
        title="List group"
        description="Lists of things, from plain bullets to rows you can select."
      />
      <DemoGrid columns={2}>
        <DemoSection title="Plain, ordered and with icons">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="6">
            <List.Root gap="1" textStyle="sm">
              <List.Item>Measure the site</List.Item>
              <List.Item>Draft the layout</List.Item>
              <List.Item>Build the BOQ</List.Item>
            </List.Root>
            <List.Root as="ol" gap="1" textStyle="sm">
              <List.Item>Quotation sent</List.Item>
              <List.Item>Quotation approved</List.Item>
              <List.Item>Order placed</List.Item>
            </List.Root>
            <List.Root gap="2" variant="plain" textStyle="sm">
              <List.Item>
                <List.Indicator asChild color="fg.success">
                  <CheckCircle2 />
                </List.Indicator>
                Design approved
              </List.Item>
              <List.Item>
                <List.Indicator asChild color="fg.muted">
                  <Circle />
                </List.Indicator>
                Payment stage 2 pending
              </List.Item>
            </List.Root>
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Selectable list" description="The chosen catalogue section is marked as current.">
          <Stack gap="3">
            <Box
              as="ul"
              listStyleType="none"
              borderWidth="1px"
              rounded="l2"
              overflow="hidden"
              aria-label="Catalogue sections"
            >
              {CATEGORIES.map((name) => {
                const current = name === category;
                return (
                  <Box as="li" key={name} borderBottomWidth="1px" _last={{ borderBottomWidth: '0' }}>
                    <Box
                      as="button"
                      w="full"
                      textAlign="start"
                      px="4"
                      py="2.5"
                      textStyle="sm"
                      aria-current={current ? 'true' : undefined}
                      bg={current ? 'brand.subtle' : 'transparent'}
                      color={current ? 'brand.fg' : 'fg'}
                      fontWeight={current ? 'semibold' : 'normal'}
                      _hover={{ bg: current ? 'brand.muted' : 'bg.muted' }}
                      onClick={() => setCategory(name)}
                    >
                      {name}
                    </Box>
                  </Box>
                );
              })}
            </Box>
            <Text textStyle="sm" color="fg.muted" role="status">
              Showing {category.toLowerCase()}
            </Text>
          </Stack>
        </DemoSection>

        <DemoSection title="With badges" description="Stock on hand, flagged when below its reorder level.">
          <Box as="ul" listStyleType="none" borderWidth="1px" rounded="l2" aria-label="Stock on hand">
            {STOCK.map((item) => {
              const low = item.onHand < item.reorderAt;
              return (
                <HStack
                  as="li"
                  key={item.id}
                  justify="space-between"
                  px="4"
                  py="2.5"
                  borderBottomWidth="1px"
                  _last={{ borderBottomWidth: '0' }}
                  gap="3"
                >
                  <Text textStyle="sm" minW="0" truncate>
                    {item.name}
                  </Text>
                  <Badge
                    colorPalette={low ? 'red' : 'gray'}
                    variant={low ? 'subtle' : 'outline'}
                    flexShrink={0}
                  >
                    {item.onHand} on hand{low ? ' · reorder' : ''}
                  </Badge>
                </HStack>
              );
            })}
          </Box>
        </DemoSection>

        <DemoSection title="Checklist" description="The stages of a site survey.">
          <Stack as="ul" listStyleType="none" gap="2" aria-label="Site survey stages">
            {RECCE_CHECKS.map((stage) => (
              <li key={stage}>
                <Checkbox.Root
                  checked={done.includes(stage)}
                  onCheckedChange={(details) =>
                    setDone((current) =>
                      details.checked ? [...current, stage] : current.filter((value) => value !== stage),
                    )
                  }
                  size="sm"
                >
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{stage}</Checkbox.Label>
                </Checkbox.Root>
              </li>
            ))}
          </Stack>
          <Text textStyle="sm" color="fg.muted" mt="3">
            {done.length} of {RECCE_CHECKS.length} stages done
          </Text>
        </DemoSection>

        <DemoSection title="Key and value" description="A panel's specification.">
          <DataList.Root orientation="horizontal" size="sm">
            {[
              ['Base material', 'HDHMR'],
              ['Size', '2440 × 1220 mm'],
              ['Thickness', '18 mm'],
              ['Grain', 'Along the length'],
              ['Make', 'Action Tesa'],
            ].map(([label, value]) => (
              <DataList.Item key={label}>
                <DataList.ItemLabel>{label}</DataList.ItemLabel>
                <DataList.ItemValue>{value}</DataList.ItemValue>
              </DataList.Item>
            ))}
          </DataList.Root>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
