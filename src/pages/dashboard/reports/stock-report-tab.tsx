/**
 * The stock report: what stock on hand is worth at purchase price, per kind of item
 * (stock_valuation_by_kind), the items at or below their reorder level, and the ledger's movements
 * per month (stock_movements_by_month).
 */
import { href } from '@/routes/paths';
import { Link, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DataTable, ErrorState, LoadingState, useClientTable, type DataTableColumn } from '@/ui';
import { rupeesAndPaise, wholeRupees } from '@/ui/format/rupees';
import { useStockReport, type StockReport, STOCK_KIND_LABELS, type StockLevel } from '@/services/production';
import { DashboardPanel, KeyFigures } from '../dashboard-parts';
import { formatCount } from '../crm-figures';
import { figureColumn } from '../figure-columns';
import { MovementsChart } from './production-charts';
import { formatQuantity } from './report-format';

/** A quantity followed by the item's unit. */
const inUnit = (value: number, row: StockLevel) => `${formatQuantity(value)} ${row.unit}`;
const stockHref = (params: Record<string, string>) => href('/dashboard/stocks', params);

function ValuationTable({ report }: { report: StockReport }) {
  return (
    <Table.ScrollArea>
      <Table.Root size="sm" aria-label="Stock valuation per kind">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Kind</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Items</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Below reorder level</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Value at purchase price</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {report.valuation.map((row) => (
            <Table.Row key={row.kind}>
              <Table.Cell>
                <Link asChild colorPalette="brand">
                  <RouterLink to={stockHref({ kind: row.kind })}>{STOCK_KIND_LABELS[row.kind]}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell textAlign="end">{formatCount(row.items)}</Table.Cell>
              <Table.Cell textAlign="end">{formatCount(row.below_reorder_level)}</Table.Cell>
              <Table.Cell textAlign="end">{rupeesAndPaise.format(row.stock_value)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
        <Table.Footer>
          <Table.Row>
            <Table.Cell fontWeight="semibold">All stock</Table.Cell>
            <Table.Cell textAlign="end">
              {formatCount(report.valuation.reduce((sum, row) => sum + row.items, 0))}
            </Table.Cell>
            <Table.Cell textAlign="end">{formatCount(report.belowReorder.length)}</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold">
              {rupeesAndPaise.format(report.totalValue)}
            </Table.Cell>
          </Table.Row>
        </Table.Footer>
      </Table.Root>
    </Table.ScrollArea>
  );
}

function BelowReorderTable({ rows }: { rows: StockLevel[] }) {
  const columns = useMemo<DataTableColumn<StockLevel>[]>(
    () => [
      {
        id: 'item',
        header: 'Item',
        hideable: false,
        sortable: true,
        value: (row) => `${row.sku} ${row.name}`,
        cell: (row) => (
          <Stack gap="0">
            <Link asChild colorPalette="brand" fontWeight="medium">
              <RouterLink to={stockHref({ q: row.sku })}>{row.name}</RouterLink>
            </Link>
            <Text textStyle="xs" color="fg.muted">
              {row.sku}
            </Text>
          </Stack>
        ),
      },
      {
        id: 'kind',
        header: 'Kind',
        sortable: true,
        value: (row) => STOCK_KIND_LABELS[row.kind],
      },
      figureColumn<StockLevel>('on_hand', 'On hand', (row) => row.on_hand, inUnit),
      figureColumn<StockLevel>('reorder_level', 'Reorder level', (row) => row.reorder_level, inUnit),
      figureColumn<StockLevel>('reorder_quantity', 'Reorder quantity', (row) => row.reorder_quantity, inUnit),
    ],
    [],
  );
  const table = useClientTable(rows, columns, { sort: [{ id: 'item', desc: false }] });
  return (
    <DataTable
      label="Items below reorder level"
      columns={columns}
      getRowId={(row) => row.id}
      getRowLabel={(row) => row.name}
      exportFileName="stock-below-reorder-level"
      emptyTitle="Nothing to reorder"
      emptyDescription="Every item has more on hand than its reorder level."
      maxHeight="24rem"
      {...table}
    />
  );
}

function Report({ report }: { report: StockReport }) {
  return (
    <Stack gap="6">
      <KeyFigures
        figures={[
          { label: 'Stock value', value: wholeRupees.format(report.totalValue) },
          {
            label: 'Items stocked',
            value: formatCount(report.valuation.reduce((sum, row) => sum + row.items, 0)),
          },
          { label: 'Below reorder level', value: formatCount(report.belowReorder.length) },
        ]}
      />
      <SimpleGrid columns={{ base: 1, xl: 2 }} gap="4" alignItems="start">
        <DashboardPanel title="Stock valuation at purchase price">
          <ValuationTable report={report} />
        </DashboardPanel>
        <DashboardPanel title="Movements per month">
          <MovementsChart rows={report.movements} />
        </DashboardPanel>
      </SimpleGrid>
      <DashboardPanel
        title="Items below reorder level"
        actions={
          <Link asChild colorPalette="brand" textStyle="sm">
            <RouterLink to={stockHref({ below: '1' })}>Open in stocks</RouterLink>
          </Link>
        }
      >
        <BelowReorderTable rows={report.belowReorder} />
      </DashboardPanel>
    </Stack>
  );
}

export function StockReportTab() {
  const query = useStockReport();
  if (query.isPending) return <LoadingState label="Valuing the stock…" />;
  if (query.isError) {
    return (
      <ErrorState
        title="The stock report could not be loaded"
        message={query.error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Report report={query.data} />;
}
