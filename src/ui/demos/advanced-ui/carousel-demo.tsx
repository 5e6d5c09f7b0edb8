import { Box, Carousel, HStack, IconButton, Image, Stack, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import {
  DemoGrid,
  DemoSection,
  FURNITURE_DESCRIPTIONS,
  FURNITURE_IMAGE_SIZE,
  FURNITURE_KINDS,
  furnitureImageSrc,
  PageHeader,
} from '@/ui';

const CAPTIONS: Record<(typeof FURNITURE_KINDS)[number], string> = {
  wardrobe: 'Sharma residence · master bedroom',
  kitchen: 'Mehta villa · straight kitchen',
  'panel-stack': 'Workshop · panels ready for cutting',
  'edge-band': 'Workshop · 2 mm PVC edge band',
  'study-desk': 'Iyer apartment · study',
  'tv-unit': 'Kapoor flat · living room',
};

/** Carousels of finished work: a captioned gallery with arrows, dots and thumbnails, and a multi-item strip. */
export function CarouselDemo() {
  return (
    <>
      <PageHeader title="Carousel" description="Browse pictures of finished work one at a time." />
      <DemoGrid>
        <DemoSection
          title="Gallery with captions"
          description="Arrows, dots and the arrow keys on the focused dots move between slides."
        >
          <Carousel.Root
            slideCount={FURNITURE_KINDS.length}
            aria-label="Finished work"
            w="full"
            maxW="2xl"
            mx="auto"
            gap="3"
            colorPalette="brand"
            translations={{
              nextTrigger: 'Next slide',
              prevTrigger: 'Previous slide',
              indicator: (index) => `Go to slide ${index + 1}`,
            }}
          >
            <Box position="relative">
              <Carousel.ItemGroup
                rounded="l3"
                overflow="hidden"
                tabIndex={0}
                aria-label="Finished work slides"
              >
                {FURNITURE_KINDS.map((kind, index) => (
                  <Carousel.Item key={kind} index={index}>
                    <Box as="figure" m="0" position="relative">
                      <Image
                        src={furnitureImageSrc(kind)}
                        alt={FURNITURE_DESCRIPTIONS[kind]}
                        {...FURNITURE_IMAGE_SIZE}
                        w="full"
                        h="auto"
                      />
                      <Text
                        as="figcaption"
                        position="absolute"
                        insetX="0"
                        bottom="0"
                        px="4"
                        py="2"
                        textStyle="sm"
                        bg="bg.panel/90"
                        color="fg"
                      >
                        {CAPTIONS[kind]}
                      </Text>
                    </Box>
                  </Carousel.Item>
                ))}
              </Carousel.ItemGroup>
              <Carousel.PrevTrigger asChild>
                <IconButton
                  size="sm"
                  variant="surface"
                  rounded="full"
                  position="absolute"
                  top="50%"
                  insetStart="2"
                  transform="translateY(-50%)"
                >
                  <ChevronLeft />
                </IconButton>
              </Carousel.PrevTrigger>
              <Carousel.NextTrigger asChild>
                <IconButton
                  size="sm"
                  variant="surface"
                  rounded="full"
                  position="absolute"
                  top="50%"
                  insetEnd="2"
                  transform="translateY(-50%)"
                >
                  <ChevronRight />
                </IconButton>
              </Carousel.NextTrigger>
            </Box>
            <HStack justify="space-between">
              <Carousel.Context>
                {(carousel) => (
                  <Carousel.IndicatorGroup gap="1">
                    {FURNITURE_KINDS.map((kind, index) => (
                      <Carousel.Indicator
                        key={kind}
                        index={index}
                        // Zag marks the current dot only with data-current; screen readers need aria-current too.
                        aria-current={carousel.page === index ? 'true' : undefined}
                        boxSize="6"
                        bg="transparent"
                        display="grid"
                        placeItems="center"
                        _current={{ bg: 'transparent', '& > span': { bg: 'colorPalette.solid' } }}
                      >
                        <Box as="span" boxSize="2.5" rounded="full" bg="border.emphasized" />
                      </Carousel.Indicator>
                    ))}
                  </Carousel.IndicatorGroup>
                )}
              </Carousel.Context>
              <Carousel.Context>
                {(carousel) => (
                  <Text textStyle="sm" color="fg.muted" data-testid="gallery-position">
                    {carousel.page + 1} / {FURNITURE_KINDS.length}
                  </Text>
                )}
              </Carousel.Context>
            </HStack>
          </Carousel.Root>
        </DemoSection>

        <DemoSection title="Thumbnails" description="Each thumbnail is a button that shows its picture.">
          <Carousel.Root
            slideCount={FURNITURE_KINDS.length}
            aria-label="Catalogue pictures"
            w="full"
            maxW="xl"
            mx="auto"
            gap="3"
            translations={{
              indicator: (index) =>
                `Show ${FURNITURE_DESCRIPTIONS[FURNITURE_KINDS[index] ?? 'wardrobe'].toLowerCase()}`,
            }}
          >
            <Carousel.ItemGroup rounded="l2" tabIndex={0} aria-label="Catalogue pictures slides">
              {FURNITURE_KINDS.map((kind, index) => (
                <Carousel.Item key={kind} index={index}>
                  <Image
                    src={furnitureImageSrc(kind, 'purple')}
                    alt={FURNITURE_DESCRIPTIONS[kind]}
                    {...FURNITURE_IMAGE_SIZE}
                    w="full"
                    h="auto"
                  />
                </Carousel.Item>
              ))}
            </Carousel.ItemGroup>
            <Carousel.IndicatorGroup gap="2" overflowX="auto" justifyContent="flex-start" pb="1">
              {FURNITURE_KINDS.map((kind, index) => (
                <Carousel.Indicator
                  key={kind}
                  index={index}
                  w="16"
                  h="10"
                  flexShrink={0}
                  rounded="l1"
                  overflow="hidden"
                  borderWidth="2px"
                  borderColor="transparent"
                  bg="transparent"
                  opacity={0.7}
                  _current={{ borderColor: 'purple.solid', opacity: 1, bg: 'transparent' }}
                >
                  <Image src={furnitureImageSrc(kind, 'purple')} alt="" w="full" h="full" objectFit="cover" />
                </Carousel.Indicator>
              ))}
            </Carousel.IndicatorGroup>
          </Carousel.Root>
        </DemoSection>

        <DemoSection
          title="Several per page"
          description="Three cards at a time on wide screens, looping at the end."
        >
          <Carousel.Root
            slideCount={FURNITURE_KINDS.length}
            slidesPerPage={3}
            spacing="12px"
            loop
            aria-label="Products"
            gap="3"
            translations={{
              nextTrigger: 'Next products',
              prevTrigger: 'Previous products',
              indicator: (index) => `Go to page ${index + 1}`,
            }}
          >
            <Carousel.ItemGroup tabIndex={0} aria-label="Products slides">
              {FURNITURE_KINDS.map((kind, index) => (
                <Carousel.Item key={kind} index={index}>
                  <Stack gap="2" p="2" borderWidth="1px" rounded="l2" h="full">
                    <Image
                      src={furnitureImageSrc(kind, 'blue')}
                      alt={FURNITURE_DESCRIPTIONS[kind]}
                      {...FURNITURE_IMAGE_SIZE}
                      w="full"
                      h="auto"
                      rounded="l1"
                    />
                    <Text textStyle="xs" lineClamp={2}>
                      {FURNITURE_DESCRIPTIONS[kind]}
                    </Text>
                  </Stack>
                </Carousel.Item>
              ))}
            </Carousel.ItemGroup>
            <HStack justify="center" gap="2">
              <Carousel.PrevTrigger asChild>
                <IconButton size="xs" variant="outline">
                  <ChevronLeft />
                </IconButton>
              </Carousel.PrevTrigger>
              <Carousel.Indicators boxSize="2.5" bg="border.emphasized" _current={{ bg: 'blue.solid' }} />
              <Carousel.NextTrigger asChild>
                <IconButton size="xs" variant="outline">
                  <ChevronRight />
                </IconButton>
              </Carousel.NextTrigger>
            </HStack>
          </Carousel.Root>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
