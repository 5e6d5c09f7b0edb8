import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import { Lock } from 'lucide-react';
import type { ReactNode } from 'react';

export interface AccessDeniedProps {
  /** Defaults to "Not yours to see". */
  title?: string;
  /** Why, in the person's words: which permission or which record. */
  reason: ReactNode;
  /** A way on: "Back to my leads", "Sign in". */
  actions?: ReactNode;
}

/**
 * Shown in place of a page or a record the signed-in person may not see: a clear statement, never an
 * error. The database's row-level security is the real rule; this only says what it decided.
 */
export function AccessDenied({ title = 'Not yours to see', reason, actions }: AccessDeniedProps) {
  return (
    <ChakraEmptyState.Root
      role="region"
      aria-label={title}
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="l3"
      bg="bg.panel"
    >
      <ChakraEmptyState.Content>
        <ChakraEmptyState.Indicator aria-hidden="true">
          <Lock />
        </ChakraEmptyState.Indicator>
        <VStack textAlign="center">
          <ChakraEmptyState.Title as="h2">{title}</ChakraEmptyState.Title>
          <ChakraEmptyState.Description>{reason}</ChakraEmptyState.Description>
        </VStack>
        {actions}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
