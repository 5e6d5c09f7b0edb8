/**
 * The GST tab: for a month (`?month=YYYY-MM`), the sales register (invoices and credit notes, credit
 * notes negative), the GST summary by rate and place of supply, and the purchase register (goods
 * received), each exportable as CSV the way accountants file them.
 */
import { Input, Stack } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { DataTable, FormField, useClientTable, type DataTableColumn } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import {
  gstReportQueries,
  type GstSummaryRow,
  type PurchaseRegisterRow,
  type SalesRegisterRow,
} from '@/services/commercials';
import { DashboardPanel } from '../dashboard-parts';

function amount<Row>(id: string, header: string, pick: (row: Row) => number): DataTableColumn<Row> {
  return {
    id,
    header,
    value: pick,
    cell: (row) => rupeesAndPaise.format(pick(row)),
    align: 'end',
    csv: (row) => pick(row).toFixed(2),
  };
}

const SALES_COLUMNS: DataTableColumn<SalesRegisterRow>[] = [
  { id: 'document_date', header: 'Date', value: (row) => row.document_date },
  { id: 'number', header: 'Number', value: (row) => row.number },
  {
    id: 'document',
    header: 'Document',
    value: (row) => (row.document === 'invoice' ? 'Invoice' : `Credit note on ${row.against_number ?? ''}`),
  },
  { id: 'buyer_name', header: 'Buyer', value: (row) => row.buyer_name },
  { id: 'buyer_gstin', header: 'GSTIN', value: (row) => row.buyer_gstin ?? '' },
  { id: 'place_of_supply', header: 'Place of supply', value: (row) => row.place_of_supply ?? '' },
  amount('taxable_total', 'Taxable', (row) => row.taxable_total),
  amount('cgst_total', 'CGST', (row) => row.cgst_total),
  amount('sgst_total', 'SGST', (row) => row.sgst_total),
  amount('igst_total', 'IGST', (row) => row.igst_total),
  amount('grand_total', 'Total', (row) => row.grand_total),
];

const SUMMARY_COLUMNS: DataTableColumn<GstSummaryRow>[] = [
  { id: 'gst_rate', header: 'Rate', value: (row) => row.gst_rate, cell: (row) => `${row.gst_rate} %` },
  {
    id: 'place_of_supply',
    header: 'Place of supply',
    value: (row) =>
      `${row.place_of_supply ?? ''} ${row.place_of_supply_code ? `(${row.place_of_supply_code})` : ''}`.trim(),
  },
  { id: 'documents', header: 'Documents', value: (row) => row.documents, align: 'end' },
  amount('taxable_amount', 'Taxable', (row) => row.taxable_amount),
  amount('cgst_amount', 'CGST', (row) => row.cgst_amount),
  amount('sgst_amount', 'SGST', (row) => row.sgst_amount),
  amount('igst_amount', 'IGST', (row) => row.igst_amount),
];

const PURCHASE_COLUMNS: DataTableColumn<PurchaseRegisterRow>[] = [
  { id: 'entry_date', header: 'Received on', value: (row) => row.entry_date },
  { id: 'number', header: 'Goods receipt', value: (row) => row.number },
  { id: 'purchase_order_number', header: 'Purchase order', value: (row) => row.purchase_order_number },
  { id: 'supplier_name', header: 'Supplier', value: (row) => row.supplier_name },
  amount('credit', 'Value with GST', (row) => row.credit),
];

function Register<Row>({
  label,
  file,
  columns,
  rows,
  loading,
  error,
  getRowId,
}: {
  label: string;
  file: string;
  columns: DataTableColumn<Row>[];
  rows: readonly Row[];
  loading: boolean;
  error: string | null;
  getRowId: (row: Row) => string;
}) {
  const table = useClientTable(rows, columns);
  return (
    <DashboardPanel title={label}>
      <DataTable
        label={label}
        columns={columns}
        getRowId={getRowId}
        exportFileName={file}
        isLoading={loading}
        error={error}
        emptyTitle="Nothing in this month"
        maxHeight="28rem"
        {...table}
      />
    </DashboardPanel>
  );
}

export function GstReportTab() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('month') ?? '';
  const month = /^\d{4}-(0[1-9]|1[0-2])$/.test(raw) ? raw : new Date().toISOString().slice(0, 7);
  const sales = useQuery(gstReportQueries.sales(month));
  const summary = useQuery(gstReportQueries.summary(month));
  const purchases = useQuery(gstReportQueries.purchases(month));
  return (
    <Stack gap="6">
      <FormField label="Month">
        <Input
          type="month"
          maxW="12rem"
          value={month}
          onChange={(event) =>
            setParams((current) => {
              const next = new URLSearchParams(current);
              if (event.target.value) next.set('month', event.target.value);
              return next;
            })
          }
        />
      </FormField>
      <Register
        label="GST summary by rate and place of supply"
        file={`gst-summary-${month}`}
        columns={SUMMARY_COLUMNS}
        rows={summary.data ?? []}
        loading={summary.isPending}
        error={summary.isError ? summary.error.message : null}
        getRowId={(row) => `${row.gst_rate}-${row.place_of_supply_code ?? row.place_of_supply ?? ''}`}
      />
      <Register
        label="Sales register"
        file={`sales-register-${month}`}
        columns={SALES_COLUMNS}
        rows={sales.data ?? []}
        loading={sales.isPending}
        error={sales.isError ? sales.error.message : null}
        getRowId={(row) => row.document_id}
      />
      <Register
        label="Purchase register"
        file={`purchase-register-${month}`}
        columns={PURCHASE_COLUMNS}
        rows={purchases.data ?? []}
        loading={purchases.isPending}
        error={purchases.isError ? purchases.error.message : null}
        getRowId={(row) => row.id}
      />
    </Stack>
  );
}
