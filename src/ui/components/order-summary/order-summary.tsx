import { Box, Card, Flex, Heading, Separator, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface SummaryRow {
  label: string;
  /** Formatted amount, e.g. "₹1,200" or "Free". */
  value: string;
  /** Shown in the success colour with a minus sign, e.g. a coupon. */
  deduction?: boolean;
}

export interface OrderSummaryProps {
  title?: string;
  rows: SummaryRow[];
  totalLabel?: string;
  /** Formatted grand total. */
  total: string;
  /** What goes under the total: a coupon form, a checkout button, a note. */
  children?: ReactNode;
  /** Lines above the sums, e.g. the items of the order. */
  items?: ReactNode;
}

/**
 * The money of a cart, checkout, order or invoice: rows of amounts and the total, in a panel that names
 * itself as a region so assistive technology and tests find "Order summary" at once. Amounts are
 * announced when they change, so live totals are heard as well as seen.
 */
export function OrderSummary({
  title = 'Order summary',
  rows,
  totalLabel = 'Total',
  total,
  children,
  items,
}: OrderSummaryProps) {
  const headingId = `summary-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <Card.Root as="section" aria-labelledby={headingId} size="sm">
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="3">
        {items && (
          <>
            <Box>{items}</Box>
            <Separator />
          </>
        )}
        <Stack gap="2" aria-live="polite">
          <Stack as="dl" gap="2">
            {rows.map((row) => (
              <Flex key={row.label} justify="space-between" gap="4" textStyle="sm">
                <Text as="dt" color="fg.muted">
                  {row.label}
                </Text>
                <Text
                  as="dd"
                  fontVariantNumeric="tabular-nums"
                  color={row.deduction ? 'green.fg' : undefined}
                >
                  {row.deduction ? `−${row.value}` : row.value}
                </Text>
              </Flex>
            ))}
          </Stack>
          <Separator />
          <Flex as="dl" justify="space-between" gap="4" fontWeight="semibold" textStyle="lg">
            <Text as="dt">{totalLabel}</Text>
            <Text as="dd" fontVariantNumeric="tabular-nums" data-testid="summary-total">
              {total}
            </Text>
          </Flex>
        </Stack>
        {children}
      </Card.Body>
    </Card.Root>
  );
}
