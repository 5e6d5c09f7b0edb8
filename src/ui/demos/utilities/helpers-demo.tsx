import {
  AspectRatio,
  Bleed,
  Box,
  Button,
  Center,
  Circle,
  Code,
  HStack,
  IconButton,
  LinkBox,
  LinkOverlay,
  SimpleGrid,
  Square,
  Stack,
  Text,
  VisuallyHidden,
} from '@chakra-ui/react';
import { Bell, Trash2 } from 'lucide-react';
import { DemoGrid, DemoSection, FurnitureIllustration, PageHeader } from '@/ui';

/** Helpers: visually hidden text, truncation, centring shapes, aspect ratio, stretched links, bleed and focus rings. */
export function HelpersDemo() {
  return (
    <>
      <PageHeader
        title="Helpers"
        description="Small utilities that solve common layout and accessibility chores."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Visually hidden"
          description="Text for screen readers only, e.g. to name an icon button's context."
        >
          <HStack gap="3">
            <IconButton variant="outline" size="sm" aria-describedby="delete-context">
              <Trash2 />
              <VisuallyHidden>Delete</VisuallyHidden>
            </IconButton>
            <Text textStyle="sm" id="delete-context">
              Draft quotation Q-2026-0150
            </Text>
          </HStack>
        </DemoSection>

        <DemoSection title="Truncation">
          <Stack gap="3" maxW="xs">
            <Text
              textStyle="sm"
              truncate
              title="Sharma residence, master bedroom, wardrobe left carcass side panel"
            >
              <Code mr="2">truncate</Code>Sharma residence, master bedroom, wardrobe left carcass side panel
            </Text>
            <Text textStyle="sm" lineClamp={2}>
              <Code mr="2">lineClamp=2</Code>Handle-less kitchen in matte acrylic, profile handles on the tall
              units, quartz top, and a 40 mm slope in the floor to level before installing.
            </Text>
          </Stack>
        </DemoSection>

        <DemoSection title="Center, Square and Circle">
          <HStack gap="4">
            <Center boxSize="16" bg="bg.muted" rounded="l2">
              <Bell aria-hidden="true" />
            </Center>
            <Square size="16" bg="brand.subtle" color="brand.fg" rounded="l2" textStyle="sm">
              18 mm
            </Square>
            <Circle size="16" bg="brand.solid" color="brand.contrast" fontWeight="semibold">
              AD
            </Circle>
          </HStack>
        </DemoSection>

        <DemoSection
          title="Aspect ratio"
          description="Holds a 16:9 box for a video or render before it loads."
        >
          <AspectRatio ratio={16 / 9} maxW="sm" bg="bg.muted" rounded="l2" overflow="hidden">
            <FurnitureIllustration kind="kitchen" title="Kitchen render placeholder" />
          </AspectRatio>
        </DemoSection>

        <DemoSection
          title="Stretched link"
          description="One link makes the whole card clickable; the button inside still works."
        >
          <LinkBox as="article" p="4" borderWidth="1px" rounded="l2" _hover={{ bg: 'bg.subtle' }}>
            <Text textStyle="xs" color="fg.muted">
              Project · Pune
            </Text>
            <LinkOverlay href="#project-iyer" fontWeight="semibold">
              Iyer apartment
            </LinkOverlay>
            <Text textStyle="sm" mb="3">
              Kitchen, wardrobes and TV unit · handover 12 March
            </Text>
            <Button size="xs" variant="outline" position="relative" zIndex="1">
              Mark as priority
            </Button>
          </LinkBox>
        </DemoSection>

        <DemoSection title="Bleed" description="Lets a picture run to the card's edges despite its padding.">
          <Box p="4" borderWidth="1px" rounded="l2">
            <Bleed inline="4" blockStart="4" mb="3">
              <FurnitureIllustration kind="panel-stack" title="" />
            </Bleed>
            <Text textStyle="sm">Panels received: 46 sheets</Text>
          </Box>
        </DemoSection>

        <DemoSection title="Focus rings" description="Press Tab: each style shows only for keyboard focus.">
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
            {(['outside', 'inside', 'mixed'] as const).map((ring) => (
              <Button key={ring} variant="outline" size="sm" focusRing={ring}>
                focusRing {ring}
              </Button>
            ))}
          </SimpleGrid>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
