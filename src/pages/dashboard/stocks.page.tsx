import { Badge, Button, HStack, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { AlertTriangle } from 'lucide-react';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataTable, StatCard, type DataTableColumn } from '@/ui';
import { useListState } from '@/pages/list-kit';
import {
  listStockLevels,
  STOCK_ITEM_KINDS,
  STOCK_KIND_LABELS,
  useStockLevel,
  useStockLevels,
  useStockSummary,
  type StockLevel,
} from '@/services/production';
import { rupees } from './catalogue/catalogue-format';
import { OffcutsTable } from './stocks/offcuts-table';
import { PayablesTab } from './stocks/payables-tab';
import { PurchaseOrdersTab } from './stocks/purchase-orders-tab';
import { SuppliersTab } from './stocks/suppliers-tab';
import { StockItemDrawer } from './stocks/stock-item-drawer';
import { stockQueryOf, stocksList } from './stocks/stocks.contract';
import { RouteHeader } from './page-frame';

const TABS = ['stock', 'offcuts', 'purchasing', 'suppliers', 'payables'] as const;
type StocksTab = (typeof TABS)[number];

const quantity = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const dateFormat = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium' });

const COLUMNS: DataTableColumn<StockLevel>[] = [
  { id: 'sku', header: 'SKU', value: (r) => r.sku, sortable: true, hideable: false },
  { id: 'name', header: 'Item', value: (r) => r.name, sortable: true },
  {
    id: 'kind',
    header: 'Kind',
    value: (r) => STOCK_KIND_LABELS[r.kind],
    csv: (r) => r.kind,
    sortable: true,
    filter: {
      kind: 'select',
      options: STOCK_ITEM_KINDS.map((k) => ({ value: k, label: STOCK_KIND_LABELS[k] })),
    },
  },
  {
    id: 'on_hand',
    header: 'On hand',
    value: (r) => `${quantity.format(r.on_hand)} ${r.unit}`,
    csv: (r) => String(r.on_hand),
    sortable: true,
    align: 'end',
  },
  { id: 'reorder_level', header: 'Reorder at', value: (r) => quantity.format(r.reorder_level), align: 'end' },
  {
    id: 'below',
    header: 'Reorder',
    value: (r) => (r.below_reorder_level ? 'Reorder now' : ''),
    cell: (r) => (r.below_reorder_level ? <Badge colorPalette="red">Reorder now</Badge> : null),
    filter: { kind: 'select', options: [{ value: '1', label: 'Below reorder level' }] },
  },
  { id: 'location', header: 'Location', value: (r) => r.location ?? '' },
  {
    id: 'stock_value',
    header: 'Value',
    value: (r) => rupees(r.stock_value),
    csv: (r) => String(r.stock_value),
    sortable: true,
    align: 'end',
  },
  {
    id: 'last_moved_at',
    header: 'Last movement',
    value: (r) => (r.last_moved_at ? dateFormat.format(new Date(r.last_moved_at)) : ''),
    csv: (r) => r.last_moved_at ?? '',
    sortable: true,
  },
];

export default function DashboardStocksPage() {
  const list = useListState(stocksList);
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => stockQueryOf(list.state), [list.state]);
  const levels = useStockLevels(query);
  const summary = useStockSummary();
  const open = useStockLevel(list.openId);
  // The tab is the page's own parameter beside the list's contract.
  const tab = TABS.find((value) => value === params.get('tab')) ?? 'stock';
  const setTab = (value: string) =>
    // Each tab is its own list: its search, filters, page and open record do not carry over.
    setParams(() => {
      const next = new URLSearchParams();
      if (value !== 'stock' && TABS.includes(value as StocksTab)) next.set('tab', value);
      return next;
    });
  const below = summary.data?.belowReorder ?? 0;

  return (
    <Stack gap="6">
      <RouteHeader
        title="Stocks"
        description="Stock on hand from the ledger, what it is worth at the last purchase price, and what to reorder."
      />
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4">
        <StatCard label="Items stocked" value={summary.data ? String(summary.data.items) : '—'} />
        <StatCard label="Below reorder level" value={summary.data ? String(below) : '—'} />
        <StatCard label="Stock value" value={summary.data ? rupees(summary.data.value) : '—'} />
      </SimpleGrid>
      {below > 0 && !query.belowReorder ? (
        <HStack
          role="alert"
          gap="3"
          borderWidth="1px"
          borderColor="border.error"
          bg="bg.error"
          rounded="l2"
          px="4"
          py="3"
          wrap="wrap"
        >
          <AlertTriangle aria-hidden="true" size={18} />
          <Text flex="1">
            {below} {below === 1 ? 'item is' : 'items are'} at or below the reorder level.
          </Text>
          <Button size="sm" variant="outline" onClick={() => list.setFilters({ below: '1' })}>
            Show them
          </Button>
          <Button size="sm" variant="outline" onClick={() => setTab('purchasing')}>
            Order them
          </Button>
        </HStack>
      ) : null}
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value)}>
        <Tabs.List>
          <Tabs.Trigger value="stock">Stock on hand</Tabs.Trigger>
          <Tabs.Trigger value="offcuts">Offcuts</Tabs.Trigger>
          <Tabs.Trigger value="purchasing">Purchase orders</Tabs.Trigger>
          <Tabs.Trigger value="suppliers">Suppliers</Tabs.Trigger>
          <Tabs.Trigger value="payables">Payables</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="stock">
          <DataTable
            label="Stock on hand"
            columns={COLUMNS}
            rows={levels.data?.rows ?? []}
            total={levels.data?.total ?? 0}
            getRowId={(r) => r.id}
            getRowLabel={(r) => r.name}
            state={list.table}
            onStateChange={list.setTable}
            isLoading={levels.isPending}
            error={levels.isError ? levels.error.message : null}
            onRetry={() => void levels.refetch()}
            emptyTitle="No stock items match"
            emptyDescription="Clear the search or a filter to see more."
            pageSizeOptions={list.pageSizes}
            exportFileName="stock-on-hand"
            exportRows={async () =>
              (await listStockLevels({ ...query, page: undefined, pageSize: undefined })).rows
            }
            onRowActivate={(r) => list.open(r.id)}
          />
        </Tabs.Content>
        <Tabs.Content value="offcuts">
          <OffcutsTable enabled={tab === 'offcuts'} />
        </Tabs.Content>
        <Tabs.Content value="purchasing">
          <PurchaseOrdersTab enabled={tab === 'purchasing'} />
        </Tabs.Content>
        <Tabs.Content value="suppliers">{tab === 'suppliers' ? <SuppliersTab /> : null}</Tabs.Content>
        <Tabs.Content value="payables">{tab === 'payables' ? <PayablesTab /> : null}</Tabs.Content>
      </Tabs.Root>
      <StockItemDrawer item={list.openId ? (open.data ?? null) : null} onClose={list.close} />
    </Stack>
  );
}
