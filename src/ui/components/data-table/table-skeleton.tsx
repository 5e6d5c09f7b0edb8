/**
 * What a list shows while its first rows are on their way (on the embedded default, while the database
 * starts): the table's own header and a few grey rows where the rows will be, so the page has its shape at
 * once and nothing jumps when the rows arrive. The words say what it waits for, to screen readers too.
 */
import { Box, HStack, Skeleton, Spinner, Stack, Table, Text } from '@chakra-ui/react';

export interface TableSkeletonProps {
  /** What is loading, e.g. "Loading leads…". */
  readonly status: string;
  /** The visible columns' headers, in order. */
  readonly headers: readonly string[];
  /** A selection column first, as the table will have. */
  readonly selectable?: boolean;
  readonly rows?: number;
}

// Widths vary a little per row and column so the block reads as rows of text, not a grid of bars.
const WIDTHS = ['80%', '60%', '70%', '50%', '90%'] as const;

export function TableSkeleton({ status, headers, selectable = false, rows = 6 }: TableSkeletonProps) {
  return (
    <Stack gap="2">
      <HStack gap="2" role="status" aria-live="polite" color="fg.muted" textStyle="sm">
        <Spinner size="xs" color="brand.solid" />
        <Text>{status}</Text>
      </HStack>
      <Box aria-hidden="true" borderWidth="1px" rounded="l2" overflow="hidden" data-testid="table-skeleton">
        <Table.Root size="sm" tableLayout="fixed">
          <Table.Header>
            <Table.Row>
              {selectable && <Table.ColumnHeader w="10" />}
              {headers.map((header, index) => (
                <Table.ColumnHeader key={`${index}-${header}`} whiteSpace="nowrap" overflow="hidden">
                  {header}
                </Table.ColumnHeader>
              ))}
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {Array.from({ length: rows }, (_, row) => (
              <Table.Row key={row}>
                {selectable && (
                  <Table.Cell>
                    <Skeleton boxSize="4" />
                  </Table.Cell>
                )}
                {headers.map((header, column) => (
                  <Table.Cell key={`${column}-${header}`}>
                    <Skeleton h="3.5" w={WIDTHS[(row + column) % WIDTHS.length]} />
                  </Table.Cell>
                ))}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
