import { Accordion, Badge, Box, Button, Collapsible, HStack, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, HelpCircle, Layers, Ruler, Wrench } from 'lucide-react';
import { useState } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const FAQ = [
  {
    value: 'kerf',
    title: 'What saw kerf does the optimizer assume?',
    body: '3.2 mm by default. Change it per cutting plan when a different blade is fitted.',
  },
  {
    value: 'grain',
    title: 'Can a part be rotated on the sheet?',
    body: 'Only when it has no grain lock. Shutters in wood-grain laminates keep their grain vertical.',
  },
  {
    value: 'offcuts',
    title: 'What happens to offcuts?',
    body: 'Offcuts larger than 300 × 300 mm return to stock and are offered first in the next plan.',
  },
];

const SPEC_SECTIONS = [
  {
    value: 'carcass',
    icon: <Layers />,
    title: 'Carcass',
    badge: '18 mm HDHMR',
    body: 'Sides, top and bottom in 18 mm HDHMR, 0.8 mm edge band on exposed edges.',
  },
  {
    value: 'shutters',
    icon: <Ruler />,
    title: 'Shutters',
    badge: 'Acrylic',
    body: 'Matte acrylic on 18 mm MDF, 2 mm matching edge band on all four sides.',
  },
  {
    value: 'hardware',
    icon: <Wrench />,
    title: 'Hardware',
    badge: 'Soft close',
    body: 'Soft-close hinges, tandem drawer runners, profile handles on the tall units.',
  },
];

const VARIANTS = ['outline', 'subtle', 'enclosed', 'plain'] as const;

/** Accordions in every variant, single and multiple, with icons and badges; Collapsible for one block of extra detail. */
export function AccordionsCollapseDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <PageHeader
        title="Accordions and collapse"
        description="Long content folded into sections that open on demand."
      />
      <DemoGrid>
        <DemoSection
          title="Variants"
          description="One section open at a time; the open one can be closed again."
        >
          <Stack gap="6">
            {VARIANTS.map((variant) => (
              <Stack key={variant} gap="2">
                <Text textStyle="xs" color="fg.muted">
                  {variant}
                </Text>
                <Accordion.Root
                  variant={variant}
                  collapsible
                  defaultValue={variant === 'outline' ? ['kerf'] : []}
                >
                  {FAQ.map((item) => (
                    <Accordion.Item key={item.value} value={item.value}>
                      <Accordion.ItemTrigger>
                        <Box flex="1" textAlign="start">
                          {item.title}
                        </Box>
                        <Accordion.ItemIndicator />
                      </Accordion.ItemTrigger>
                      <Accordion.ItemContent>
                        <Accordion.ItemBody textStyle="sm">{item.body}</Accordion.ItemBody>
                      </Accordion.ItemContent>
                    </Accordion.Item>
                  ))}
                </Accordion.Root>
              </Stack>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection
          title="Multiple open, with icons"
          description="A wardrobe's specification; any number of sections open."
        >
          <Accordion.Root multiple defaultValue={['carcass']} variant="enclosed" size="md">
            {SPEC_SECTIONS.map((section) => (
              <Accordion.Item key={section.value} value={section.value}>
                <Accordion.ItemTrigger>
                  <HStack flex="1" gap="3">
                    <Box color="brand.fg" aria-hidden="true" display="flex">
                      {section.icon}
                    </Box>
                    <Text>{section.title}</Text>
                    <Badge colorPalette="gray" variant="outline" size="sm" hideBelow="sm">
                      {section.badge}
                    </Badge>
                  </HStack>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody textStyle="sm">{section.body}</Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
        </DemoSection>

        <DemoSection title="Collapse" description="A single block of detail behind a button.">
          <Collapsible.Root open={open} onOpenChange={(details) => setOpen(details.open)}>
            <Stack gap="3" align="start">
              <Text textStyle="sm">Quotation Q-2026-0142 · ₹ 2,46,000 including 18% GST.</Text>
              <Collapsible.Trigger asChild>
                <Button size="sm" variant="outline">
                  <HelpCircle /> {open ? 'Hide' : 'Show'} the price breakdown
                  <Box
                    as="span"
                    transform={open ? 'rotate(180deg)' : undefined}
                    transition="transform 0.2s"
                    display="flex"
                  >
                    <ChevronDown />
                  </Box>
                </Button>
              </Collapsible.Trigger>
              <Collapsible.Content w="full">
                <Stack gap="1" p="4" borderWidth="1px" rounded="l2" textStyle="sm" bg="bg.subtle">
                  <Text>Panels and skins: ₹ 1,24,000</Text>
                  <Text>Edge banding: ₹ 9,800</Text>
                  <Text>Hardware: ₹ 36,400</Text>
                  <Text>Labour and installation: ₹ 38,300</Text>
                  <Text fontWeight="semibold">GST at 18%: ₹ 37,500</Text>
                </Stack>
              </Collapsible.Content>
            </Stack>
          </Collapsible.Root>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
