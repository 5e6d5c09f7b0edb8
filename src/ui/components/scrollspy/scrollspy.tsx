import { Box, Link, Stack } from '@chakra-ui/react';
import { useCallback, useEffect, useState, type RefObject } from 'react';
import { usePrefersReducedMotion } from '../touch-slider/use-prefers-reduced-motion';

export interface UseScrollSpyOptions {
  /** The element that scrolls; the window when absent. */
  root?: RefObject<HTMLElement | null>;
  /** How far below the top of the scroller a section counts as reached, in px. */
  offset?: number;
}

/**
 * The id of the section being read: the last one whose top has passed the top of the scroller (plus
 * the offset), or the last section once the scroller is at its end, since a short last section may
 * never reach the top.
 */
export function useScrollSpy(sectionIds: readonly string[], { root, offset = 16 }: UseScrollSpyOptions = {}) {
  const [activeId, setActiveId] = useState<string | undefined>(sectionIds[0]);
  const idsKey = sectionIds.join('\u0000');

  useEffect(() => {
    const ids = idsKey.split('\u0000').filter(Boolean);
    const scroller: HTMLElement | Window = root?.current ?? window;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const top = scroller instanceof Window ? 0 : scroller.getBoundingClientRect().top;
      const atEnd =
        scroller instanceof Window
          ? window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2
          : scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 2;
      let current = ids[0];
      for (const id of ids) {
        const section = document.getElementById(id);
        if (section && section.getBoundingClientRect().top - top <= offset) current = id;
      }
      const scrolled = scroller instanceof Window ? window.scrollY > 0 : scroller.scrollTop > 0;
      if (atEnd && scrolled) current = ids[ids.length - 1];
      setActiveId(current);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    scroller.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      scroller.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) cancelAnimationFrame(frame);
    };
  }, [idsKey, root, offset]);

  return activeId;
}

export interface ScrollSpyNavItem {
  id: string;
  label: string;
}

export interface ScrollSpyNavProps {
  /** Accessible name of the navigation landmark, e.g. "Quotation sections". */
  label: string;
  items: readonly ScrollSpyNavItem[];
  activeId: string | undefined;
  colorPalette?: string;
}

/**
 * Links to the sections of a long page; the one in view is marked `aria-current="location"`.
 * Following a link scrolls to the section (instantly under reduced motion) and moves focus to it.
 */
export function ScrollSpyNav({ label, items, activeId, colorPalette = 'brand' }: ScrollSpyNavProps) {
  const reducedMotion = usePrefersReducedMotion();
  const goTo = useCallback(
    (id: string) => {
      const section = document.getElementById(id);
      if (!section) return;
      section.scrollIntoView({ behavior: reducedMotion ? 'auto' : 'smooth', block: 'start' });
      if (!section.hasAttribute('tabindex')) section.setAttribute('tabindex', '-1');
      section.focus({ preventScroll: true });
    },
    [reducedMotion],
  );

  return (
    <Box as="nav" aria-label={label} colorPalette={colorPalette}>
      <Stack as="ul" listStyleType="none" gap="0.5" borderStartWidth="2px" borderColor="border">
        {items.map((item) => {
          const active = item.id === activeId;
          return (
            <li key={item.id}>
              <Link
                href={`#${item.id}`}
                aria-current={active ? 'location' : undefined}
                display="block"
                ms="-2px"
                ps="3"
                py="1.5"
                textStyle="sm"
                borderStartWidth="2px"
                borderColor={active ? 'colorPalette.solid' : 'transparent'}
                color={active ? 'colorPalette.fg' : 'fg.muted'}
                fontWeight={active ? 'semibold' : 'normal'}
                textDecoration="none"
                _hover={{ color: 'fg', textDecoration: 'none' }}
                onClick={(event) => {
                  // Stay on the same route: the hash would be read by the router as a navigation.
                  event.preventDefault();
                  goTo(item.id);
                }}
              >
                {item.label}
              </Link>
            </li>
          );
        })}
      </Stack>
    </Box>
  );
}
