/** Where the reader is among the rows, the page size, and the way to the other pages. */
import { chakra, Flex, HStack, IconButton, NativeSelect, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from 'lucide-react';

export interface TablePaginationProps {
  label: string;
  tableId: string;
  total: number;
  /** The first and last row shown, counted from 1. */
  from: number;
  to: number;
  pageSize: number;
  pageSizeOptions: readonly number[];
  pageIndex: number;
  pages: number;
  onPageSize: (size: number) => void;
  onPage: (index: number) => void;
}

export function TablePagination({
  label,
  tableId,
  total,
  from,
  to,
  pageSize,
  pageSizeOptions,
  pageIndex,
  pages,
  onPageSize,
  onPage,
}: TablePaginationProps) {
  return (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {total === 0
          ? 'No rows'
          : `${from.toLocaleString('en-IN')}–${to.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')}`}
      </Text>
      <HStack gap="2" wrap="wrap">
        <HStack gap="2">
          <chakra.label htmlFor={`${tableId}-size`} textStyle="sm" whiteSpace="nowrap">
            Rows per page
          </chakra.label>
          <NativeSelect.Root size="xs" w="auto">
            <NativeSelect.Field
              id={`${tableId}-size`}
              value={String(pageSize)}
              onChange={(event) => onPageSize(Number(event.target.value))}
            >
              {pageSizeOptions.map((size) => (
                <option key={size} value={size}>
                  {size}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
        <HStack gap="1" as="nav" aria-label={`${label} pages`}>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label="First page"
            disabled={pageIndex === 0}
            onClick={() => onPage(0)}
          >
            <ChevronsLeft />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label="Previous page"
            disabled={pageIndex === 0}
            onClick={() => onPage(pageIndex - 1)}
          >
            <ChevronLeft />
          </IconButton>
          <Text textStyle="sm" whiteSpace="nowrap" px="1">
            Page {pageIndex + 1} of {pages}
          </Text>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label="Next page"
            disabled={pageIndex >= pages - 1}
            onClick={() => onPage(pageIndex + 1)}
          >
            <ChevronRight />
          </IconButton>
          <IconButton
            size="xs"
            variant="ghost"
            aria-label="Last page"
            disabled={pageIndex >= pages - 1}
            onClick={() => onPage(pages - 1)}
          >
            <ChevronsRight />
          </IconButton>
        </HStack>
      </HStack>
    </Flex>
  );
}
