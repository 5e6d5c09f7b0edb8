import {
  Avatar,
  Badge,
  Box,
  Button,
  Card,
  HStack,
  LinkBox,
  LinkOverlay,
  Progress,
  SimpleGrid,
  Stack,
  Stat,
  Text,
} from '@chakra-ui/react';
import { MapPin } from 'lucide-react';
import { DemoGrid, DemoSection, FurnitureIllustration, PageHeader } from '@/ui';

/** Cards: variants and sizes, media cards, horizontal cards, stat cards and whole-card links. */
export function CardsDemo() {
  return (
    <>
      <PageHeader title="Cards" description="Containers for one subject: a project, a product, a figure." />
      <DemoGrid>
        <DemoSection title="Variants">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            {(['elevated', 'outline', 'subtle'] as const).map((variant) => (
              <Card.Root key={variant} variant={variant}>
                <Card.Header>
                  <Card.Title>{variant[0]?.toUpperCase() + variant.slice(1)}</Card.Title>
                  <Card.Description>Kitchen for Mehta villa</Card.Description>
                </Card.Header>
                <Card.Body>
                  <Text textStyle="sm">Base and wall units in 18 mm HDHMR with acrylic shutters.</Text>
                </Card.Body>
                <Card.Footer>
                  <Button size="sm" variant="outline">
                    Open BOQ
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Sizes">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" alignItems="start">
            {(['sm', 'md', 'lg'] as const).map((size) => (
              <Card.Root key={size} size={size} variant="outline">
                <Card.Body gap="1">
                  <Card.Title>Size {size}</Card.Title>
                  <Text textStyle="sm" color="fg.muted">
                    Padding grows with the size.
                  </Text>
                </Card.Body>
              </Card.Root>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="With media" description="A product card from the catalogue.">
          <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
            {(
              [
                { kind: 'wardrobe', title: 'Three-door wardrobe', price: '₹ 1,18,500', tag: 'Bestseller' },
                { kind: 'kitchen', title: 'Straight kitchen, 3.2 m', price: '₹ 2,46,000', tag: 'New finish' },
                { kind: 'tv-unit', title: 'Low TV unit', price: '₹ 42,900', tag: 'In stock' },
              ] as const
            ).map((product) => (
              <Card.Root key={product.kind} variant="outline" overflow="hidden">
                <FurnitureIllustration kind={product.kind} />
                <Card.Body gap="2">
                  <HStack justify="space-between" align="start">
                    <Card.Title>{product.title}</Card.Title>
                    <Badge colorPalette="brand">{product.tag}</Badge>
                  </HStack>
                  <Text textStyle="xl" fontWeight="semibold">
                    {product.price}
                  </Text>
                </Card.Body>
                <Card.Footer gap="2">
                  <Button size="sm" colorPalette="brand">
                    Add to quotation
                  </Button>
                  <Button size="sm" variant="ghost">
                    Details
                  </Button>
                </Card.Footer>
              </Card.Root>
            ))}
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Horizontal">
          <Card.Root flexDirection={{ base: 'column', sm: 'row' }} overflow="hidden" variant="outline">
            <Box w={{ base: 'full', sm: '48' }} flexShrink={0} bg="bg.muted">
              <FurnitureIllustration kind="study-desk" title="" colorPalette="purple" />
            </Box>
            <Stack gap="0" flex="1">
              <Card.Body gap="2">
                <Card.Title>Study desk with drawer unit</Card.Title>
                <Card.Description>
                  1200 × 600 mm top in 25 mm particle board, matte laminate, soft-close drawers.
                </Card.Description>
                <HStack color="fg.muted" textStyle="sm">
                  <MapPin size={14} aria-hidden="true" />
                  <Text>Made at the Pune workshop</Text>
                </HStack>
              </Card.Body>
              <Card.Footer>
                <Button size="sm" variant="outline">
                  Configure
                </Button>
              </Card.Footer>
            </Stack>
          </Card.Root>
        </DemoSection>

        <DemoSection title="Figures and progress">
          <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
            <Card.Root variant="outline">
              <Card.Body>
                <Stat.Root>
                  <Stat.Label>Quotations sent this month</Stat.Label>
                  <Stat.ValueText>38</Stat.ValueText>
                  {/* As a dd: Chakra's default span is not allowed directly inside the stat's dl. */}
                  <Stat.HelpText as="dd">
                    <Stat.UpIndicator /> 12% on last month
                  </Stat.HelpText>
                </Stat.Root>
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline">
              <Card.Body gap="3">
                <Text fontWeight="medium">Iyer apartment · production</Text>
                <Progress.Root value={64} colorPalette="brand" size="sm">
                  <HStack justify="space-between">
                    <Progress.Label textStyle="sm">Parts cut</Progress.Label>
                    <Progress.ValueText />
                  </HStack>
                  <Progress.Track aria-label="Parts cut">
                    <Progress.Range />
                  </Progress.Track>
                </Progress.Root>
              </Card.Body>
            </Card.Root>
            <Card.Root variant="outline">
              <Card.Body>
                <HStack gap="3">
                  <Avatar.Root colorPalette="brand">
                    <Avatar.Fallback name="Anita Desai" />
                  </Avatar.Root>
                  <Stack gap="0">
                    <Text fontWeight="medium">Anita Desai</Text>
                    <Text textStyle="sm" color="fg.muted">
                      Lead designer · 6 projects
                    </Text>
                  </Stack>
                </HStack>
              </Card.Body>
            </Card.Root>
          </SimpleGrid>
        </DemoSection>

        <DemoSection
          title="Whole card as a link"
          description="One link covers the card; other buttons stay usable."
        >
          <LinkBox as="article" maxW="md">
            <Card.Root variant="outline" _hover={{ borderColor: 'border.emphasized' }}>
              <Card.Body gap="1">
                <Text textStyle="xs" color="fg.muted">
                  Lead · added 2 days ago
                </Text>
                <Card.Title>
                  <LinkOverlay href="#lead-rohan-kapoor">Rohan Kapoor · 3 BHK interiors</LinkOverlay>
                </Card.Title>
                <Text textStyle="sm">Estimated value ₹ 8,40,000 · next follow-up tomorrow</Text>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
