import { Box, type BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface ScrollRegionProps extends Omit<BoxProps, 'role' | 'tabIndex' | 'aria-label'> {
  /** What scrolls, in words a screen reader announces, e.g. "Invoice lines, scrolls sideways". */
  label: string;
  children: ReactNode;
}

/**
 * A box for content wider (or taller) than the screen, usually a table at 375 px: the page itself never
 * scrolls sideways, this region does. It is a named region in the tab order so a keyboard user can
 * focus it and scroll with the arrow keys (axe's scrollable-region-focusable rule asks for exactly that).
 */
export function ScrollRegion({ label, children, ...boxProps }: ScrollRegionProps) {
  return (
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      overflow="auto"
      maxW="full"
      borderWidth="1px"
      rounded="l2"
      focusVisibleRing="outside"
      {...boxProps}
    >
      {children}
    </Box>
  );
}
