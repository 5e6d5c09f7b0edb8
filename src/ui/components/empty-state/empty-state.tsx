import { EmptyState as ChakraEmptyState, VStack } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  /** Buttons that lead the user on, e.g. "Add lead". */
  actions?: ReactNode;
}

/** Shown where a list or page has nothing to show yet, saying what would be here and what to do. */
export function EmptyState({ title, description, icon, actions }: EmptyStateProps) {
  return (
    <ChakraEmptyState.Root
      borderWidth="1px"
      borderStyle="dashed"
      borderColor="border.emphasized"
      rounded="l3"
      bg="bg.panel"
    >
      <ChakraEmptyState.Content>
        {icon && <ChakraEmptyState.Indicator aria-hidden="true">{icon}</ChakraEmptyState.Indicator>}
        <VStack textAlign="center">
          <ChakraEmptyState.Title as="h2">{title}</ChakraEmptyState.Title>
          {description && <ChakraEmptyState.Description>{description}</ChakraEmptyState.Description>}
        </VStack>
        {actions}
      </ChakraEmptyState.Content>
    </ChakraEmptyState.Root>
  );
}
