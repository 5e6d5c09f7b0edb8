import { Flex, Heading, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface PageHeaderProps {
  title: string;
  description?: string | undefined;
  /** Buttons or menus for the page's main actions, shown at the end of the header. */
  actions?: ReactNode;
}

/** The heading every page starts with: its name (the page's one h1), a line on what it is for, its actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <Flex
      gap="4"
      mb="6"
      align={{ base: 'stretch', md: 'flex-end' }}
      direction={{ base: 'column', md: 'row' }}
      justify="space-between"
    >
      <Stack gap="1" minW="0">
        <Heading as="h1" size="2xl" letterSpacing="tight">
          {title}
        </Heading>
        {description && (
          <Text color="fg.muted" textStyle="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions && (
        <Flex gap="2" wrap="wrap" flexShrink={0}>
          {actions}
        </Flex>
      )}
    </Flex>
  );
}
