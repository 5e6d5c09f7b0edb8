import {
  Avatar,
  Badge,
  Box,
  Card,
  HStack,
  SimpleGrid,
  Skeleton,
  SkeletonCircle,
  SkeletonText,
  Stack,
  Switch,
  Table,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { DemoGrid, DemoSection, FurnitureIllustration, PageHeader, ScrollRegion } from '@/ui';

const LEADS = [
  { name: 'Rohan Kapoor', need: '3 BHK interiors', value: '₹ 8,40,000', stage: 'Site visit' },
  { name: 'Neha Gill', need: 'Modular kitchen', value: '₹ 2,10,000', stage: 'New' },
  { name: 'Arvind Nair', need: 'Wardrobes, 2 rooms', value: '₹ 1,65,000', stage: 'Negotiation' },
];

/**
 * Skeletons drawn over the real layouts (Skeleton wraps the real content with `loading`), so the page
 * does not jump when data arrives. A switch plays the arrival.
 */
export function PlaceholdersDemo() {
  const [loaded, setLoaded] = useState(false);
  const loading = !loaded;

  return (
    <>
      <PageHeader
        title="Placeholders"
        description="Skeletons in the shape of the content that is loading."
        actions={
          <Switch.Root
            checked={loaded}
            onCheckedChange={(details) => setLoaded(details.checked)}
            colorPalette="brand"
          >
            <Switch.HiddenInput />
            <Switch.Control />
            <Switch.Label>Show loaded content</Switch.Label>
          </Switch.Root>
        }
      />
      <DemoGrid columns={2}>
        <DemoSection title="Lead card">
          <Card.Root variant="outline" aria-busy={loading} data-testid="lead-card">
            <Card.Body gap="3">
              <HStack gap="3">
                <SkeletonCircle loading={loading} size="10">
                  <Avatar.Root size="md" colorPalette="brand">
                    <Avatar.Fallback name="Rohan Kapoor" />
                  </Avatar.Root>
                </SkeletonCircle>
                <Stack gap="1" flex="1">
                  <Skeleton loading={loading} alignSelf="start">
                    <Text fontWeight="semibold">Rohan Kapoor</Text>
                  </Skeleton>
                  <Skeleton loading={loading} alignSelf="start">
                    <Text textStyle="sm" color="fg.muted">
                      Added 2 days ago · Website
                    </Text>
                  </Skeleton>
                </Stack>
              </HStack>
              <SkeletonText loading={loading} noOfLines={2}>
                <Text textStyle="sm">
                  Wants a 3 BHK done by March: kitchen, three wardrobes and a TV unit. Prefers matte finishes.
                </Text>
              </SkeletonText>
            </Card.Body>
          </Card.Root>
        </DemoSection>

        <DemoSection title="Project card with a picture">
          <Card.Root variant="outline" overflow="hidden" aria-busy={loading}>
            <Skeleton loading={loading} rounded="0">
              <FurnitureIllustration kind="kitchen" title="Mehta villa kitchen design" />
            </Skeleton>
            <Card.Body gap="2">
              <Skeleton loading={loading} alignSelf="start">
                <Text fontWeight="semibold">Mehta villa · kitchen</Text>
              </Skeleton>
              <Skeleton loading={loading} alignSelf="start">
                <Badge colorPalette="brand">Design stage 2 of 4</Badge>
              </Skeleton>
            </Card.Body>
          </Card.Root>
        </DemoSection>

        <DemoSection title="Stat cards">
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" aria-busy={loading}>
            {[
              ['Open leads', '124'],
              ['Orders', '9'],
              ['Yield', '91%'],
            ].map(([label, value]) => (
              <Box key={label} p="3" borderWidth="1px" rounded="l2">
                <Skeleton loading={loading} alignSelf="start" mb="1">
                  <Text textStyle="xs" color="fg.muted">
                    {label}
                  </Text>
                </Skeleton>
                <Skeleton loading={loading} variant="shine" alignSelf="start">
                  <Text textStyle="2xl" fontWeight="semibold">
                    {value}
                  </Text>
                </Skeleton>
              </Box>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Table rows">
          <ScrollRegion label="Leads, scrolls sideways on narrow screens" aria-busy={loading} borderWidth="0">
            <Table.Root size="sm" aria-label="Leads">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>Lead</Table.ColumnHeader>
                  <Table.ColumnHeader>Need</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
                  <Table.ColumnHeader>Stage</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {LEADS.map((lead) => (
                  <Table.Row key={lead.name}>
                    {[lead.name, lead.need, lead.value, lead.stage].map((cell, index) => (
                      <Table.Cell key={index} textAlign={index === 2 ? 'end' : undefined}>
                        <Skeleton loading={loading} display="inline-block">
                          {cell}
                        </Skeleton>
                      </Table.Cell>
                    ))}
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
