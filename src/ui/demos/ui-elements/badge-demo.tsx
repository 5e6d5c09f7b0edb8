import { Badge, Button, Flex, HStack, Stack, Status, Text, Wrap } from '@chakra-ui/react';
import { CheckCircle2, Clock, Flame, XCircle } from 'lucide-react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const VARIANTS = ['subtle', 'surface', 'outline', 'solid'] as const;
const PALETTES = ['gray', 'brand', 'blue', 'purple', 'red', 'orange', 'green'] as const;
/**
 * Palettes whose solid colour keeps 4.5:1 against its contrast text in light and dark mode. Orange and
 * green solids fall short in the current theme (the Colors page shows the figures), so solid badges use
 * these only.
 */
const SOLID_SAFE = ['gray', 'brand', 'blue', 'purple', 'red', 'yellow'] as const;

const QUOTATION_STATUSES = [
  { label: 'Draft', palette: 'gray', icon: <Clock /> },
  { label: 'Sent', palette: 'blue', icon: <Clock /> },
  { label: 'Approved', palette: 'green', icon: <CheckCircle2 /> },
  { label: 'Rejected', palette: 'red', icon: <XCircle /> },
] as const;

/** Badges: variants, palettes and sizes, status labels with icons, counts and status dots. */
export function BadgeDemo() {
  return (
    <>
      <PageHeader title="Badge" description="Short labels for status, category and counts." />
      <DemoGrid columns={2}>
        <DemoSection
          title="Variants and palettes"
          description="Subtle, surface and outline in every palette."
        >
          <Stack gap="3">
            {VARIANTS.filter((variant) => variant !== 'solid').map((variant) => (
              <Wrap key={variant} gap="2" align="center">
                <Text textStyle="xs" color="fg.muted" w="16">
                  {variant}
                </Text>
                {PALETTES.map((palette) => (
                  <Badge key={palette} variant={variant} colorPalette={palette}>
                    {palette}
                  </Badge>
                ))}
              </Wrap>
            ))}
            <Wrap gap="2" align="center">
              <Text textStyle="xs" color="fg.muted" w="16">
                solid
              </Text>
              {SOLID_SAFE.map((palette) => (
                <Badge key={palette} variant="solid" colorPalette={palette}>
                  {palette}
                </Badge>
              ))}
            </Wrap>
          </Stack>
        </DemoSection>

        <DemoSection title="Sizes">
          <HStack gap="3" wrap="wrap">
            {(['xs', 'sm', 'md', 'lg'] as const).map((size) => (
              <Badge key={size} size={size} colorPalette="brand">
                MDF 18 mm · {size}
              </Badge>
            ))}
          </HStack>
        </DemoSection>

        <DemoSection
          title="Quotation statuses"
          description="Icon and word together, so colour is never the only signal."
        >
          <Wrap gap="2">
            {QUOTATION_STATUSES.map((status) => (
              <Badge key={status.label} colorPalette={status.palette} variant="subtle" size="md">
                {status.icon}
                {status.label}
              </Badge>
            ))}
            <Badge colorPalette="orange" variant="outline" size="md">
              <Flame />
              Hot lead
            </Badge>
          </Wrap>
        </DemoSection>

        <DemoSection
          title="Counts"
          description="A count beside a label; the count is part of the accessible name."
        >
          <Flex gap="3" wrap="wrap">
            <Button variant="outline" size="sm">
              Follow-ups due
              <Badge colorPalette="red" variant="solid" size="sm" rounded="full">
                7
              </Badge>
            </Button>
            <Button variant="outline" size="sm">
              Site surveys
              <Badge colorPalette="brand" variant="subtle" size="sm" rounded="full">
                12
              </Badge>
            </Button>
          </Flex>
        </DemoSection>

        <DemoSection title="Status dots" description="For presence and machine state in dense lists.">
          <Stack gap="2">
            <Status.Root colorPalette="green">
              <Status.Indicator />
              Panel saw: running
            </Status.Root>
            <Status.Root colorPalette="orange">
              <Status.Indicator />
              Edge bander: waiting for material
            </Status.Root>
            <Status.Root colorPalette="red">
              <Status.Indicator />
              CNC router: stopped
            </Status.Root>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
