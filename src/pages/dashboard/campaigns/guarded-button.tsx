/** A button that is disabled, with the reason in a tooltip, when the person may not use it. */
import { Box, Button, type ButtonProps } from '@chakra-ui/react';
import { Tooltip } from '@/ui';

export function GuardedButton({ reason, children, ...rest }: ButtonProps & { reason: string | null }) {
  if (reason === null) return <Button {...rest}>{children}</Button>;
  return (
    <Tooltip content={reason}>
      {/* A disabled button takes no pointer events: the wrapper carries the tooltip. */}
      <Box as="span" display="inline-flex">
        <Button {...rest} disabled>
          {children}
        </Button>
      </Box>
    </Tooltip>
  );
}
