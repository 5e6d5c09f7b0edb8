import { Portal, Tooltip as ChakraTooltip } from '@chakra-ui/react';
import { forwardRef, type ReactNode } from 'react';

export interface TooltipProps extends ChakraTooltip.RootProps {
  content: ReactNode;
  showArrow?: boolean;
  disabled?: boolean;
}

/** Chakra's tooltip with the content portalled; the trigger is the child itself. */
export const Tooltip = forwardRef<HTMLDivElement, TooltipProps>(function Tooltip(
  { content, showArrow, disabled, children, ...rest },
  ref,
) {
  if (disabled) return children;
  return (
    <ChakraTooltip.Root openDelay={300} closeDelay={50} {...rest}>
      <ChakraTooltip.Trigger asChild>{children}</ChakraTooltip.Trigger>
      <Portal>
        <ChakraTooltip.Positioner>
          <ChakraTooltip.Content ref={ref}>
            {showArrow && (
              <ChakraTooltip.Arrow>
                <ChakraTooltip.ArrowTip />
              </ChakraTooltip.Arrow>
            )}
            {content}
          </ChakraTooltip.Content>
        </ChakraTooltip.Positioner>
      </Portal>
    </ChakraTooltip.Root>
  );
});
