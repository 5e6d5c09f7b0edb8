import { Badge, ButtonGroup, HStack, IconButton, Pagination, Stack, Table, Text } from '@chakra-ui/react';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useMemo, useState } from 'react';
import { DemoGrid, DemoSection, PageHeader, ScrollRegion, PaginationBar } from '@/ui';
import { wholeRupees as rupees } from '../../format/rupees';

interface QuotationRow {
  number: string;
  client: string;
  amount: number;
  status: 'Draft' | 'Sent' | 'Approved' | 'Rejected';
}

const CLIENTS = ['Sharma', 'Mehta', 'Iyer', 'Kapoor', 'Reddy', 'Banerjee', 'Nair', 'Gill'];
const STATUSES: QuotationRow['status'][] = ['Draft', 'Sent', 'Approved', 'Rejected'];
const STATUS_PALETTE = { Draft: 'gray', Sent: 'blue', Approved: 'green', Rejected: 'red' } as const;

/** 137 sample quotations, deterministic so tests can name rows. */
const QUOTATIONS: QuotationRow[] = Array.from({ length: 137 }, (_, index) => ({
  number: `Q-2026-${String(index + 1).padStart(4, '0')}`,
  client: `${CLIENTS[index % CLIENTS.length]} residence`,
  amount: 85_000 + ((index * 7919) % 400) * 1_000,
  status: STATUSES[(index * 3) % STATUSES.length] ?? 'Draft',
}));

/** Pagination: the controlled bar with page size over a real list, plus the raw component's variants and sizes. */
export function PaginationDemo() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const rows = useMemo(() => QUOTATIONS.slice((page - 1) * pageSize, page * pageSize), [page, pageSize]);

  return (
    <>
      <PageHeader title="Pagination" description="Move through long lists a page at a time." />
      <DemoGrid>
        <DemoSection
          title="Controlled, with page size"
          description="The page and page size live in the screen's state; changing the size keeps the first row in view."
        >
          <Stack gap="4">
            <ScrollRegion label="Quotations, scrolls sideways on narrow screens">
              <Table.Root size="sm" aria-label="Quotations">
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Number</Table.ColumnHeader>
                    <Table.ColumnHeader>Client</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                    <Table.ColumnHeader>Status</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {rows.map((row) => (
                    <Table.Row key={row.number}>
                      <Table.Cell fontFamily="mono">{row.number}</Table.Cell>
                      <Table.Cell>{row.client}</Table.Cell>
                      <Table.Cell textAlign="end">{rupees.format(row.amount)}</Table.Cell>
                      <Table.Cell>
                        <Badge colorPalette={STATUS_PALETTE[row.status]}>{row.status}</Badge>
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </ScrollRegion>
            <PaginationBar
              count={QUOTATIONS.length}
              page={page}
              pageSize={pageSize}
              onPageChange={setPage}
              onPageSizeChange={(size, nextPage) => {
                setPageSize(size);
                setPage(nextPage);
              }}
              recordName="quotations"
              label="Quotations pages"
            />
          </Stack>
        </DemoSection>

        <DemoSection title="Variants and sizes" description="The page buttons follow the button variants.">
          <Stack gap="4">
            {(
              [
                { variant: 'outline', size: 'xs' },
                { variant: 'subtle', size: 'sm' },
                { variant: 'ghost', size: 'md' },
              ] as const
            ).map(({ variant, size }) => (
              <Pagination.Root
                key={variant}
                count={240}
                pageSize={10}
                defaultPage={4}
                aria-label={`Pages, ${variant} ${size}`}
                translations={{ prevTriggerLabel: 'Previous page', nextTriggerLabel: 'Next page' }}
              >
                <ButtonGroup variant={variant} size={size} flexWrap="wrap">
                  <Pagination.PrevTrigger asChild>
                    <IconButton>
                      <ChevronLeft />
                    </IconButton>
                  </Pagination.PrevTrigger>
                  <Pagination.Items
                    render={(item) => (
                      <IconButton
                        variant={{ base: variant, _selected: 'solid' }}
                        colorPalette={{ base: 'gray', _selected: 'brand' }}
                      >
                        {item.value}
                      </IconButton>
                    )}
                  />
                  <Pagination.NextTrigger asChild>
                    <IconButton>
                      <ChevronRight />
                    </IconButton>
                  </Pagination.NextTrigger>
                </ButtonGroup>
              </Pagination.Root>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection title="Compact" description="Only the page text between the arrows, for narrow spaces.">
          <Pagination.Root
            count={48}
            pageSize={6}
            defaultPage={2}
            aria-label="Site photos pages"
            translations={{ prevTriggerLabel: 'Previous page', nextTriggerLabel: 'Next page' }}
          >
            <HStack gap="2">
              <Pagination.PrevTrigger asChild>
                <IconButton variant="outline" size="sm">
                  <ChevronLeft />
                </IconButton>
              </Pagination.PrevTrigger>
              <Pagination.PageText format="long" textStyle="sm" />
              <Text textStyle="sm" color="fg.muted">
                site photos
              </Text>
              <Pagination.NextTrigger asChild>
                <IconButton variant="outline" size="sm">
                  <ChevronRight />
                </IconButton>
              </Pagination.NextTrigger>
            </HStack>
          </Pagination.Root>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
