import {
  ButtonGroup,
  chakra,
  Flex,
  HStack,
  IconButton,
  NativeSelect,
  Pagination,
  Text,
} from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useId } from 'react';

export interface PaginationBarProps {
  /** Number of records across all pages. */
  count: number;
  /** Current page, from 1. */
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** When given, a "Rows per page" select is shown. */
  onPageSizeChange?: (pageSize: number, page: number) => void;
  pageSizeOptions?: readonly number[];
  /** What the records are called, for the range text: "Showing 11–20 of 240 quotations". */
  recordName?: string;
  /** Accessible name of the navigation landmark; name it after the list it pages. */
  label?: string;
  siblingCount?: number;
  size?: 'xs' | 'sm' | 'md';
}

/** The page that keeps the first record on screen when the page size changes. */
export function pageAfterResize(page: number, oldSize: number, newSize: number): number {
  const firstRecord = (page - 1) * oldSize;
  return Math.floor(firstRecord / newSize) + 1;
}

/**
 * Controlled pagination under a list or table: the range shown, page numbers (a compact "3 of 12"
 * below the sm breakpoint so it fits 375 px), previous and next, and optionally the page size.
 */
export function PaginationBar({
  count,
  page,
  pageSize,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = [10, 20, 50],
  recordName = 'records',
  label = 'Pagination',
  siblingCount = 1,
  size = 'sm',
}: PaginationBarProps) {
  const selectId = useId();
  const first = count === 0 ? 0 : (page - 1) * pageSize + 1;
  const last = Math.min(page * pageSize, count);

  return (
    <Flex gap="3" wrap="wrap" align="center" justify="space-between" w="full">
      <Text textStyle="sm" color="fg.muted" aria-live="polite">
        {count === 0 ? `No ${recordName}` : `Showing ${first}–${last} of ${count} ${recordName}`}
      </Text>
      <Flex gap="3" wrap="wrap" align="center">
        {onPageSizeChange && (
          <HStack gap="2">
            <chakra.label htmlFor={selectId} textStyle="sm" color="fg.muted" whiteSpace="nowrap">
              Rows per page
            </chakra.label>
            <NativeSelect.Root size={size} width="auto">
              <NativeSelect.Field
                id={selectId}
                value={pageSize}
                onChange={(event) => {
                  const next = Number(event.currentTarget.value);
                  onPageSizeChange(next, pageAfterResize(page, pageSize, next));
                }}
              >
                {pageSizeOptions.map((option) => (
                  <option key={option} value={option}>
                    {option}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </HStack>
        )}
        <Pagination.Root
          count={count}
          pageSize={pageSize}
          page={page}
          siblingCount={siblingCount}
          onPageChange={(details) => onPageChange(details.page)}
          aria-label={label}
          translations={{
            rootLabel: label,
            prevTriggerLabel: 'Previous page',
            nextTriggerLabel: 'Next page',
            itemLabel: ({ page: itemPage, totalPages }) =>
              itemPage === totalPages ? `Last page, page ${itemPage}` : `Page ${itemPage}`,
          }}
        >
          <ButtonGroup variant="ghost" size={size} attached={false} gap="1">
            <Pagination.PrevTrigger asChild>
              <IconButton>
                <ChevronLeft />
              </IconButton>
            </Pagination.PrevTrigger>
            <HStack gap="1" hideBelow="sm">
              <Pagination.Items
                render={(item) => (
                  <IconButton variant={{ base: 'ghost', _selected: 'outline' }}>{item.value}</IconButton>
                )}
              />
            </HStack>
            <Pagination.PageText hideFrom="sm" format="compact" textStyle="sm" px="2" />
            <Pagination.NextTrigger asChild>
              <IconButton>
                <ChevronRight />
              </IconButton>
            </Pagination.NextTrigger>
          </ButtonGroup>
        </Pagination.Root>
      </Flex>
    </Flex>
  );
}
