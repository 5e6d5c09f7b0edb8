/**
 * A client's account beside the receivables (`?client=<id>`): what is owed by age, the statement
 * (invoices, credit notes, receipts, running balance) to export as CSV or print, and a reminder
 * to send on WhatsApp or by e-mail from the reminder template.
 */
import { Button, Link } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Mail, MessageCircle } from 'lucide-react';
import { Link as RouterLink } from 'react-router-dom';
import {
  AccountSheet,
  AccountStatement,
  DataTable,
  statementAmountColumns,
  useClientTable,
  type DataTableColumn,
} from '@/ui';
import { href } from '@/routes/paths';
import { useOrgSettings } from '@/services/admin';
import {
  AGEING_BANDS,
  LEDGER_ENTRY_LABELS,
  ledgerQueries,
  paymentReminderLinks,
  type LedgerEntry,
  type Receivable,
} from '@/services/commercials';

const LEDGER_COLUMNS: DataTableColumn<LedgerEntry>[] = [
  { id: 'entry_date', header: 'Date', value: (row) => row.entry_date },
  { id: 'entry', header: 'Entry', value: (row) => LEDGER_ENTRY_LABELS[row.entry] },
  {
    id: 'number',
    header: 'Number',
    value: (row) => row.number ?? '',
    cell: (row) =>
      row.entry === 'invoice' || row.entry === 'credit_note' ? (
        <Link asChild>
          <RouterLink
            to={href(
              '/pages/invoice/invoicedetails',
              row.entry === 'invoice' ? { id: row.document_id } : { note: row.document_id },
            )}
          >
            {row.number}
          </RouterLink>
        </Link>
      ) : row.entry === 'receipt' ? (
        <Link asChild>
          <RouterLink
            to={href('/pages/invoice/invoicedetails', { receipt: row.document_id })}
            aria-label={`Print receipt ${row.number ?? ''}`}
          >
            {row.number}
          </RouterLink>
        </Link>
      ) : (
        row.number
      ),
  },
  { id: 'project', header: 'Project', value: (row) => row.project_code },
  ...statementAmountColumns<LedgerEntry>({ debit: 'Debit', credit: 'Credit' }),
];

function ClientAccount({ receivable }: { receivable: Receivable }) {
  const ledger = useQuery(ledgerQueries.ledger(receivable.client_id));
  const org = useOrgSettings();
  const links = paymentReminderLinks(receivable, org.data?.company_name ?? 'us');
  const rows = ledger.data ?? [];
  const table = useClientTable(rows, LEDGER_COLUMNS, { page: { index: 0, size: 100 } });
  return (
    <AccountStatement
      ageing={AGEING_BANDS.map((band) => ({ label: band.label, value: receivable[band.key] }))}
      actions={
        <>
          <Button size="sm" variant="outline" asChild disabled={!links.whatsapp}>
            <a href={links.whatsapp ?? undefined} target="_blank" rel="noreferrer">
              <MessageCircle aria-hidden="true" /> Remind on WhatsApp
            </a>
          </Button>
          <Button size="sm" variant="outline" asChild disabled={!links.email}>
            <a href={links.email ?? undefined}>
              <Mail aria-hidden="true" /> Remind by e-mail
            </a>
          </Button>
        </>
      }
      note="Money received pays the oldest invoices first; a credit note pays the invoice it is against."
    >
      <DataTable
        label={`Statement of ${receivable.client_name}`}
        columns={LEDGER_COLUMNS}
        getRowId={(row) => `${row.entry}-${row.document_id}`}
        getRowLabel={(row) => row.number ?? LEDGER_ENTRY_LABELS[row.entry]}
        isLoading={ledger.isPending}
        error={ledger.isError ? ledger.error.message : null}
        onRetry={() => void ledger.refetch()}
        emptyTitle="Nothing on this account yet"
        exportFileName={`statement-${receivable.client_name}`}
        {...table}
      />
    </AccountStatement>
  );
}

const useReceivable = (clientId: string) => useQuery(ledgerQueries.receivable(clientId));

export function ClientLedgerSheet({ clientId, onClose }: { clientId: string | null; onClose: () => void }) {
  return (
    <AccountSheet
      id={clientId}
      onClose={onClose}
      useAccount={useReceivable}
      noun="Client account"
      name={(row) => row.client_name}
      balance={(row) => row.balance}
      outstanding={(row) => row.outstanding}
      missing="No invoices or payments for this client, or on projects you do not see."
    >
      {(row) => <ClientAccount receivable={row} />}
    </AccountSheet>
  );
}
