/**
 * One tax invoice (`?id=`), one credit note (`?note=`) or one payment's receipt (`?receipt=`) as the
 * client receives it, or one purchase order (`?po=`) as the supplier does, printable on A4 from the
 * one business document. Actions: print, the e-invoice JSON for the IRP (registered buyers only; the
 * refusal says what to fix), and a credit note against it for whoever holds invoice.issue.
 */
import { Button, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { FileJson, FileMinus, Printer } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  downloadText,
  EmptyState,
  ErrorState,
  GatedButton,
  LoadingState,
  PageHeader,
  QuotationDocument,
  toaster,
} from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { href } from '@/routes/paths';
import { usePermissions, useOrgSettings } from '@/services/admin';
import {
  INVOICE_STATUS_LABELS,
  invoiceQueries,
  orderQueries,
  toEInvoice,
  type InvoiceDocument,
} from '@/services/commercials';
import { CreditNoteDialog } from './credit-note-dialog';
import { creditNoteDocumentProps, invoiceDocumentProps } from './invoice-print';
import { PurchaseOrderView } from './purchase-order-view';
import { ReceiptView } from './receipt-view';

function InvoiceView({ document }: { document: InvoiceDocument }) {
  const { invoice } = document;
  const org = useOrgSettings();
  const order = useQuery(orderQueries.detail(invoice.order_id));
  const permissions = usePermissions();
  const [, setParams] = useSearchParams();
  const [crediting, setCrediting] = useState(false);
  const exportEInvoice = () => {
    try {
      const json = toEInvoice(document.invoice, document.lines);
      downloadText(
        `${invoice.number.replaceAll('/', '-')}.json`,
        JSON.stringify(json, null, 2),
        'application/json',
      );
    } catch (error) {
      toaster.create({
        type: 'error',
        title: 'No e-invoice for this invoice',
        description: (error as Error).message,
      });
    }
  };
  return (
    <Stack gap="4">
      <PageHeader
        title={`Tax invoice ${invoice.number}`}
        description={`${invoice.buyer_name} · ${INVOICE_STATUS_LABELS[invoice.status]}`}
        actions={
          <HStack gap="2" wrap="wrap">
            <Button size="sm" variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" /> Print
            </Button>
            <Button size="sm" variant="outline" onClick={exportEInvoice}>
              <FileJson aria-hidden="true" /> e-invoice JSON
            </Button>
            <GatedButton
              size="sm"
              colorPalette="red"
              variant="outline"
              blockedReason={
                invoice.status === 'cancelled'
                  ? 'This invoice is already cancelled.'
                  : permissions.reason('invoice.issue')
              }
              onClick={() => setCrediting(true)}
            >
              <FileMinus aria-hidden="true" /> Credit note
            </GatedButton>
          </HStack>
        }
      />
      {document.creditNotes.length > 0 && (
        <Table.Root size="sm" aria-label="Credit notes against this invoice" maxW="2xl">
          <Table.Body>
            {document.creditNotes.map((note) => (
              <Table.Row key={note.id}>
                <Table.Cell>
                  <Link asChild>
                    <RouterLink to={href('/pages/invoice/invoicedetails', { note: note.id })}>
                      {note.number}
                    </RouterLink>
                  </Link>
                </Table.Cell>
                <Table.Cell>{note.reason}</Table.Cell>
                <Table.Cell textAlign="end">{rupeesAndPaise.format(note.grand_total)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
      <QuotationDocument {...invoiceDocumentProps(document, org.data ?? null, order.data?.number ?? '…')} />
      <CreditNoteDialog
        document={document}
        open={crediting}
        onClose={() => setCrediting(false)}
        onIssued={(id) => {
          setCrediting(false);
          setParams({ note: id });
        }}
      />
    </Stack>
  );
}

function CreditNoteView({ id }: { id: string }) {
  const note = useQuery(invoiceQueries.creditNote(id));
  const org = useOrgSettings();
  if (note.isPending) return <LoadingState label="Loading the credit note…" />;
  if (note.isError)
    return (
      <ErrorState
        title="The credit note could not be loaded"
        message={note.error.message}
        onRetry={() => void note.refetch()}
      />
    );
  if (!note.data)
    return <EmptyState title="No such credit note" description="It may be on a project you do not see." />;
  const { invoice } = note.data;
  return (
    <Stack gap="4">
      <PageHeader
        title={`Credit note ${note.data.note.number}`}
        description={`Against ${invoice.number} · ${INVOICE_STATUS_LABELS[invoice.status]}`}
        actions={
          <HStack gap="2">
            <Button size="sm" variant="outline" asChild>
              <RouterLink to={href('/pages/invoice/invoicedetails', { id: invoice.id })}>
                Open {invoice.number}
              </RouterLink>
            </Button>
            <Button size="sm" variant="outline" onClick={() => window.print()}>
              <Printer aria-hidden="true" /> Print
            </Button>
          </HStack>
        }
      />
      <QuotationDocument {...creditNoteDocumentProps(note.data, org.data ?? null)} />
    </Stack>
  );
}

export default function InvoiceDetailsPage() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const noteId = params.get('note');
  const receiptId = params.get('receipt');
  const purchaseOrderId = params.get('po');
  const invoice = useQuery({
    ...invoiceQueries.detail(id ?? ''),
    enabled: id !== null && noteId === null && receiptId === null && purchaseOrderId === null,
  });
  const back = (
    <Text>
      <Link asChild>
        <RouterLink to={href('/pages/invoice/invoicelist')}>All invoices</RouterLink>
      </Link>
    </Text>
  );
  if (purchaseOrderId) return <PurchaseOrderView id={purchaseOrderId} />;
  if (receiptId)
    return (
      <Stack gap="3">
        {back}
        <ReceiptView paymentId={receiptId} />
      </Stack>
    );
  if (noteId)
    return (
      <Stack gap="3">
        {back}
        <CreditNoteView id={noteId} />
      </Stack>
    );
  if (!id)
    return (
      <Stack gap="4">
        <PageHeader
          title="Invoice details"
          description="One tax invoice or credit note as the client receives it."
        />
        <EmptyState
          title="Choose an invoice"
          description="Open one from the list of invoices."
          actions={back}
        />
      </Stack>
    );
  if (invoice.isPending) return <LoadingState label="Loading the invoice…" />;
  if (invoice.isError)
    return (
      <ErrorState
        title="The invoice could not be loaded"
        message={invoice.error.message}
        onRetry={() => void invoice.refetch()}
      />
    );
  if (!invoice.data)
    return (
      <EmptyState
        title="No such invoice"
        description="It may be on a project you do not see."
        actions={back}
      />
    );
  return (
    <Stack gap="3">
      {back}
      <InvoiceView document={invoice.data} />
    </Stack>
  );
}
