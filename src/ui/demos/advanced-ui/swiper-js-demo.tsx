import { Box, Image, Stack, Text, useBreakpointValue } from '@chakra-ui/react';
import { useState } from 'react';
import {
  DemoGrid,
  DemoSection,
  FURNITURE_DESCRIPTIONS,
  FURNITURE_IMAGE_SIZE,
  FURNITURE_KINDS,
  FurnitureIllustration,
  furnitureImageSrc,
  PageHeader,
  TouchSlider,
  usePrefersReducedMotion,
} from '@/ui';

const TESTIMONIALS = [
  { id: 'iyer', quote: 'The wardrobes fit to the millimetre.', by: 'Meera Iyer, Koramangala' },
  { id: 'mehta', quote: 'Site survey to handover in seven weeks.', by: 'Karan Mehta, Baner' },
  { id: 'gill', quote: 'Clean edge banding, no chipping anywhere.', by: 'Neha Gill, Wakad' },
  { id: 'reddy', quote: 'The quotation matched the final bill.', by: 'Sunil Reddy, Gachibowli' },
];

/** Touch sliders: a full-width gallery that autoplays (pausing on hover and focus, off under reduced motion) and a strip of several cards. */
export function SwiperJsDemo() {
  const reducedMotion = usePrefersReducedMotion();
  const [page, setPage] = useState(0);
  const perPage = useBreakpointValue({ base: 1, sm: 2, lg: 3 }) ?? 1;

  return (
    <>
      <PageHeader
        title="Touch slider"
        description="Swipe on touch screens, drag with the mouse, or use the arrows and dots."
      />
      <DemoGrid>
        <DemoSection
          title="Gallery with autoplay"
          description={
            reducedMotion
              ? 'Your system asks for reduced motion, so the slides stay put until you move them.'
              : 'Moves on every 4 seconds; pauses while the pointer or keyboard focus is on it, and stops with its button.'
          }
        >
          <Stack gap="2">
            <TouchSlider
              label="Recent installations"
              autoplayMs={4000}
              onPageChange={setPage}
              slides={FURNITURE_KINDS.map((kind) => ({
                id: kind,
                label: FURNITURE_DESCRIPTIONS[kind],
                content: (
                  <Box rounded="l3" overflow="hidden" bg="bg.muted">
                    <FurnitureIllustration kind={kind} />
                  </Box>
                ),
              }))}
            />
            <Text textStyle="xs" color="fg.muted" data-testid="slider-page">
              Showing {FURNITURE_DESCRIPTIONS[FURNITURE_KINDS[page] ?? 'wardrobe'].toLowerCase()}
            </Text>
          </Stack>
        </DemoSection>

        <DemoSection
          title="Several per view"
          description="One card on phones, two on tablets, three on laptops; no autoplay."
        >
          <TouchSlider
            label="Client testimonials"
            autoplayMs={false}
            slidesPerPage={perPage}
            spacing="12px"
            colorPalette="purple"
            slides={TESTIMONIALS.map((testimonial, index) => ({
              id: testimonial.id,
              label: testimonial.by,
              content: (
                <Stack gap="3" p="4" h="full" borderWidth="1px" rounded="l2" bg="bg.panel">
                  <Image
                    src={furnitureImageSrc(FURNITURE_KINDS[index] ?? 'wardrobe', 'purple')}
                    alt=""
                    {...FURNITURE_IMAGE_SIZE}
                    w="full"
                    h="auto"
                    rounded="l1"
                  />
                  <Text textStyle="sm">“{testimonial.quote}”</Text>
                  <Text textStyle="xs" color="fg.muted">
                    {testimonial.by}
                  </Text>
                </Stack>
              ),
            }))}
          />
        </DemoSection>
      </DemoGrid>
    </>
  );
}
