import { Box, Carousel, HStack, IconButton, Text, useCarousel } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export interface TouchSlide {
  id: string;
  /** What the slide shows, for its accessible name ("Kitchen, 2 of 5"). */
  label: string;
  content: ReactNode;
}

export interface TouchSliderProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly TouchSlide[];
  /** Milliseconds per slide when playing by itself; `false` turns autoplay off. */
  autoplayMs?: number | false;
  slidesPerPage?: number;
  /** Space between slides, a CSS length. */
  spacing?: string;
  loop?: boolean;
  /** Show the previous and next arrows (swiping, dragging and the dots always work). */
  showArrows?: boolean;
  onPageChange?: (page: number) => void;
  colorPalette?: string;
}

/**
 * A slider for touch first: swipe (native scroll snapping), drag with the mouse, arrows, and one dot per
 * page. Autoplay pauses while the pointer or keyboard focus is inside, can be stopped with its button
 * (WCAG 2.2.2), and never starts when the system asks for reduced motion.
 */
export function TouchSlider({
  label,
  slides,
  autoplayMs = 5000,
  slidesPerPage = 1,
  spacing = '16px',
  loop = true,
  showArrows = true,
  onPageChange,
  colorPalette = 'brand',
}: TouchSliderProps) {
  const reducedMotion = usePrefersReducedMotion();
  const autoplayAllowed = autoplayMs !== false && !reducedMotion;
  // The user's own stop wins over hover and focus: leaving the slider must not restart it.
  const [stoppedByUser, setStoppedByUser] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const onPageChangeRef = useRef(onPageChange);
  useEffect(() => {
    onPageChangeRef.current = onPageChange;
  });

  const shouldPlay = autoplayAllowed && !stoppedByUser && !hovered && !focused;
  const carousel = useCarousel({
    slideCount: slides.length,
    slidesPerPage,
    spacing,
    loop,
    allowMouseDrag: true,
    autoplay: shouldPlay ? { delay: autoplayMs } : false,
    onPageChange: (details) => onPageChangeRef.current?.(details.page),
    translations: {
      item: (index, count) => `${slides[index]?.label ?? 'Slide'}, ${index + 1} of ${count}`,
      indicator: (index) => `Go to slide ${index + 1}`,
      nextTrigger: 'Next slide',
      prevTrigger: 'Previous slide',
    },
  });

  const totalPages = carousel.pageSnapPoints.length || Math.ceil(slides.length / slidesPerPage);

  return (
    <Carousel.RootProvider
      value={carousel}
      aria-label={label}
      colorPalette={colorPalette}
      gap="3"
      onPointerEnter={(event) => event.pointerType === 'mouse' && setHovered(true)}
      onPointerLeave={(event) => event.pointerType === 'mouse' && setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      data-playing={carousel.isPlaying ? '' : undefined}
    >
      <Box position="relative">
        {/* Focusable so keyboard users can scroll it too (axe: scrollable-region-focusable). */}
        <Carousel.ItemGroup
          tabIndex={0}
          // Named, so it needs a role: the carousel leaves the div without one (axe aria-prohibited-attr).
          role="group"
          aria-label={`${label} slides`}
          rounded="l2"
          focusRingColor="colorPalette.focusRing"
        >
          {slides.map((slide, index) => (
            <Carousel.Item key={slide.id} index={index}>
              {slide.content}
            </Carousel.Item>
          ))}
        </Carousel.ItemGroup>
        {showArrows && (
          <>
            <Carousel.PrevTrigger asChild>
              <IconButton
                size="sm"
                variant="surface"
                rounded="full"
                position="absolute"
                insetStart="2"
                top="50%"
                transform="translateY(-50%)"
                hideBelow="sm"
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
                insetEnd="2"
                top="50%"
                transform="translateY(-50%)"
                hideBelow="sm"
              >
                <ChevronRight />
              </IconButton>
            </Carousel.NextTrigger>
          </>
        )}
      </Box>
      <HStack justify="space-between" gap="3" wrap="wrap">
        <Carousel.IndicatorGroup gap="1" aria-label={`${label} pages`}>
          {Array.from({ length: totalPages }, (_, index) => (
            <Carousel.Indicator
              key={index}
              index={index}
              // Zag marks the current dot only with data-current; screen readers need aria-current too.
              aria-current={carousel.page === index ? 'true' : undefined}
              // The dot is small; the button around it is large enough to hit on touch screens.
              width="6"
              height="6"
              bg="transparent"
              display="grid"
              placeItems="center"
              _current={{ bg: 'transparent', '& > span': { bg: 'colorPalette.solid', width: '5' } }}
            >
              <Box
                as="span"
                display="block"
                height="2.5"
                width="2.5"
                rounded="full"
                bg="border.emphasized"
                transition="width 0.2s"
              />
            </Carousel.Indicator>
          ))}
        </Carousel.IndicatorGroup>
        <HStack gap="2">
          <Text textStyle="sm" color="fg.muted" aria-live="polite" aria-atomic="true">
            {carousel.page + 1} / {totalPages}
          </Text>
          {autoplayMs !== false &&
            (reducedMotion ? (
              <Text textStyle="xs" color="fg.muted">
                Autoplay off (reduced motion)
              </Text>
            ) : (
              <IconButton
                size="xs"
                variant="outline"
                aria-label={stoppedByUser ? 'Start autoplay' : 'Stop autoplay'}
                onClick={() => setStoppedByUser((stopped) => !stopped)}
              >
                {stoppedByUser ? <Play /> : <Pause />}
              </IconButton>
            ))}
        </HStack>
      </HStack>
    </Carousel.RootProvider>
  );
}
