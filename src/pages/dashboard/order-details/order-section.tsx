/** A titled card of the order page (payments, cutting plans, changes, delivery). */
import type { ReactNode } from 'react';
import { Card, Heading } from '@chakra-ui/react';

export function OrderSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card.Root size="sm" variant="outline">
      <Card.Header>
        <Heading as="h3" size="sm">
          {title}
        </Heading>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
