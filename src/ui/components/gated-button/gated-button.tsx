import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { forwardRef } from 'react';
import { Tooltip } from '../tooltip/tooltip';

export interface GatedButtonProps extends ButtonProps {
  /**
   * Why the action is not open to this person (e.g. the permission their roles lack); null or
   * undefined when it is. A reason disables the button and shows on hover and keyboard focus.
   */
  blockedReason?: string | null | undefined;
}

/**
 * A button for an action that a permission decides: enabled when allowed, otherwise disabled with
 * the reason in a tooltip. A disabled button gets no pointer events, so the tooltip sits on a
 * focusable wrapper that names the reason for keyboard and screen-reader users too.
 */
export const GatedButton = forwardRef<HTMLButtonElement, GatedButtonProps>(function GatedButton(
  { blockedReason, disabled, children, ...rest },
  ref,
) {
  if (!blockedReason) {
    return (
      <Button ref={ref} disabled={disabled} {...rest}>
        {children}
      </Button>
    );
  }
  return (
    <Tooltip content={blockedReason}>
      <Box
        as="span"
        role="group"
        display="inline-flex"
        tabIndex={0}
        aria-label={blockedReason}
        rounded="l2"
        focusRing="outside"
      >
        <Button ref={ref} disabled {...rest}>
          {children}
        </Button>
      </Box>
    </Tooltip>
  );
});
