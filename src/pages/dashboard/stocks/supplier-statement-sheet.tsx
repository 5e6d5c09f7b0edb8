/**
 * A supplier's account beside the payables (`supplier=<id>`): what is left by age, the statement
 * (goods received, payments, reversals, running balance) to download as CSV or print, and "Record
 * payment". The database numbers the payment, decides who may (supplier.pay) and refuses what is
 * wrong; its refusal lands next to the field and what was typed stays.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { IndianRupee } from 'lucide-react';
import { useState } from 'react';
import {
  AccountSheet,
  AccountStatement,
  statementAmountColumns,
  DataTable,
  DialogFrame,
  GatedButton,
  toaster,
  useClientTable,
  type DataTableColumn,
} from '@/ui';
import { RecordForm } from '@/ui/components/record-form/record-form';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { usePermissions } from '@/services/admin';
import { AGEING_BANDS, formFailureOf } from '@/services/kit';
import { PAYMENT_MODES, PAYMENT_MODE_LABELS } from '@/services/projects';
import {
  SUPPLIER_LEDGER_ENTRY_LABELS,
  payableKeys,
  payableQueries,
  recordSupplierPayment,
  supplierPaymentFormSchema,
  type Payable,
  type SupplierLedgerEntry,
  type SupplierPaymentForm,
} from '@/services/purchasing';

const LEDGER_COLUMNS: DataTableColumn<SupplierLedgerEntry>[] = [
  { id: 'entry_date', header: 'Date', value: (row) => row.entry_date },
  { id: 'entry', header: 'Entry', value: (row) => SUPPLIER_LEDGER_ENTRY_LABELS[row.entry] },
  { id: 'number', header: 'Number', value: (row) => row.number },
  {
    id: 'details',
    header: 'Against',
    value: (row) => row.purchase_order_number ?? row.reference ?? '',
  },
  ...statementAmountColumns<SupplierLedgerEntry>({ debit: 'Paid', credit: 'Owed' }),
];

const CONSTRAINTS = {
  supplier_payments_amount_check: {
    field: 'amount',
    message: 'Enter an amount above zero, in rupees and paise',
  },
  supplier_payments_paid_on_check: { field: 'paid_on', message: 'A payment is dated today or earlier' },
  supplier_payments_mode_check: { field: 'mode', message: 'Choose how it was paid' },
  supplier_payments_reference_check: {
    field: 'reference',
    message: 'Keep the reference within 100 characters',
  },
  supplier_payments_note_check: { field: 'note', message: 'Keep the note within 1000 characters' },
};

const today = () => new Date().toLocaleDateString('en-CA');

function RecordPaymentDialog({ payable }: { payable: Payable }) {
  const [open, setOpen] = useState(false);
  const permissions = usePermissions();
  const client = useQueryClient();
  const record = useMutation({
    mutationFn: (form: SupplierPaymentForm) => recordSupplierPayment(payable.supplier_id, form),
    meta: { handlesError: true },
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: payableKeys.all });
    },
  });
  const defaults: SupplierPaymentForm = {
    amount: Math.max(payable.outstanding, 0),
    paid_on: today(),
    mode: 'neft',
    reference: '',
    note: '',
  };
  return (
    <>
      <GatedButton
        size="sm"
        colorPalette="brand"
        blockedReason={permissions.reason('supplier.pay')}
        onClick={() => setOpen(true)}
      >
        <IndianRupee aria-hidden="true" /> Record payment
      </GatedButton>
      <DialogFrame open={open} onOpenChange={setOpen} title={`Payment to ${payable.supplier_name}`}>
        <RecordForm
          label={`Payment to ${payable.supplier_name}`}
          schema={supplierPaymentFormSchema}
          defaultValues={defaults}
          blockNavigation={false}
          submitLabel="Record payment"
          onCancel={() => setOpen(false)}
          columns={2}
          fields={[
            {
              name: 'amount',
              label: 'Amount paid',
              kind: 'money',
              unit: '₹',
              required: true,
              min: 0,
            },
            { name: 'paid_on', label: 'Paid on', kind: 'date', required: true },
            {
              name: 'mode',
              label: 'Mode',
              kind: 'select',
              required: true,
              options: PAYMENT_MODES.map((mode) => ({
                value: mode,
                label: PAYMENT_MODE_LABELS[mode],
              })),
            },
            { name: 'reference', label: 'Reference', kind: 'text', helper: 'UTR, cheque number' },
            { name: 'note', label: 'Note', kind: 'textarea', wide: true },
          ]}
          describeError={(error) => formFailureOf(error, CONSTRAINTS)}
          onSubmit={async (values) => {
            const paid = await record.mutateAsync(values);
            toaster.create({
              type: 'success',
              title: `Payment ${paid.number} recorded`,
              description: `${rupeesAndPaise.format(paid.amount)} to ${payable.supplier_name}`,
            });
            setOpen(false);
          }}
        />
      </DialogFrame>
    </>
  );
}

function SupplierAccount({ payable }: { payable: Payable }) {
  const ledger = useQuery(payableQueries.ledger(payable.supplier_id));
  const rows = ledger.data ?? [];
  const table = useClientTable(rows, LEDGER_COLUMNS, { page: { index: 0, size: 100 } });
  return (
    <AccountStatement
      ageing={AGEING_BANDS.map((band) => ({ label: band.label, value: payable[band.key] }))}
      actions={<RecordPaymentDialog payable={payable} />}
      note={`Payments pay the oldest goods receipts first; terms are ${payable.payment_terms_days} days from receipt. A payment is never edited: a mistake is reversed with its reason.`}
    >
      <DataTable
        label={`Statement of ${payable.supplier_name}`}
        columns={LEDGER_COLUMNS}
        getRowId={(row) => row.id}
        getRowLabel={(row) => row.number}
        isLoading={ledger.isPending}
        error={ledger.isError ? ledger.error.message : null}
        onRetry={() => void ledger.refetch()}
        emptyTitle="Nothing on this account yet"
        exportFileName={`statement-${payable.supplier_name}`}
        {...table}
      />
    </AccountStatement>
  );
}

const usePayable = (supplierId: string) => useQuery(payableQueries.payable(supplierId));

export function SupplierStatementSheet({
  supplierId,
  onClose,
}: {
  supplierId: string | null;
  onClose: () => void;
}) {
  return (
    <AccountSheet
      id={supplierId}
      onClose={onClose}
      useAccount={usePayable}
      noun="Supplier account"
      name={(row) => row.supplier_name}
      balance={(row) => row.balance}
      outstanding={(row) => row.outstanding}
      missing="Nothing received from or paid to this supplier, or you do not hold “supplier.pay”."
    >
      {(row) => <SupplierAccount payable={row} />}
    </AccountSheet>
  );
}
