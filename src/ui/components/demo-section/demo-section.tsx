import { Card, Heading, Stack, Text } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface DemoSectionProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}

/** One titled example on a design-system demo page: a card whose heading names the region. */
export function DemoSection({ title, description, children }: DemoSectionProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} variant="outline" size="sm">
      <Card.Header>
        <Stack gap="1">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {description && (
            <Text color="fg.muted" textStyle="sm">
              {description}
            </Text>
          )}
        </Stack>
      </Card.Header>
      <Card.Body minW="0">{children}</Card.Body>
    </Card.Root>
  );
}

/** The column of sections a demo page is made of. */
export function DemoGrid({ children, columns = 1 }: { children: ReactNode; columns?: 1 | 2 }) {
  return (
    <Stack
      gap="6"
      display={columns === 2 ? 'grid' : 'flex'}
      gridTemplateColumns={columns === 2 ? { base: '1fr', lg: 'repeat(2, minmax(0, 1fr))' } : undefined}
    >
      {children}
    </Stack>
  );
}
