import { Badge, Button, Card, Flex, Grid, Heading, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { CheckCircle2, FileX, Printer, Send } from 'lucide-react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { ConfirmDialog, EmptyState, PageHeader, ScrollRegion, toaster } from '@/ui';
import { href } from '@/routes/paths';
import { invoiceTotals, type Invoice, type InvoiceStatus } from './invoice-model';
import { InvoiceSums } from './invoice-sums';
import { formatDay, formatRupees, STATUS_PALETTE, useInvoices } from './invoice-store';

function InvoiceDocument({ invoice }: { invoice: Invoice }) {
  const totals = invoiceTotals(invoice.lines, invoice.clientState);
  return (
    <Card.Root as="article" aria-labelledby="invoice-number" size="sm">
      <Card.Body gap="6">
        <Flex justify="space-between" gap="4" wrap="wrap">
          <Stack gap="0.5" textStyle="sm">
            <Text fontWeight="bold" textStyle="lg">
              FPW Interiors Pvt Ltd
            </Text>
            <Text>No. 14, 2nd Phase, Peenya Industrial Area, Bengaluru 560058</Text>
            <Text>GSTIN 29AAACF1234M1Z8</Text>
          </Stack>
          <Stack gap="0.5" textAlign={{ sm: 'end' }} textStyle="sm">
            <Heading as="h2" size="md" id="invoice-number">
              Tax invoice {invoice.number}
            </Heading>
            <Text>Issued {formatDay(invoice.issueDate)}</Text>
            <Text>Due {formatDay(invoice.dueDate)}</Text>
            <Badge alignSelf={{ sm: 'flex-end' }} colorPalette={STATUS_PALETTE[invoice.status]}>
              {invoice.status}
            </Badge>
          </Stack>
        </Flex>
        <Stack gap="0.5" textStyle="sm">
          <Text color="fg.muted">Bill to</Text>
          <Text fontWeight="medium">{invoice.clientName}</Text>
          <Text>{invoice.clientAddress}</Text>
          <Text>
            {invoice.clientState}
            {invoice.clientGstin && ` · GSTIN ${invoice.clientGstin}`} · {invoice.clientEmail}
          </Text>
        </Stack>
        <ScrollRegion label="Invoice lines, scrolls sideways">
          <Table.Root size="sm" aria-label="Invoice lines">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Item</Table.ColumnHeader>
                <Table.ColumnHeader>HSN/SAC</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">GST</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {invoice.lines.map((line, index) => (
                <Table.Row key={index}>
                  <Table.Cell minW="12rem">{line.description}</Table.Cell>
                  <Table.Cell>{line.hsn}</Table.Cell>
                  <Table.Cell textAlign="end" whiteSpace="nowrap">
                    {line.quantity} {line.unit}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatRupees(line.rate)}</Table.Cell>
                  <Table.Cell textAlign="end">{line.gstRate} %</Table.Cell>
                  <Table.Cell textAlign="end">{formatRupees(line.quantity * line.rate)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </ScrollRegion>
        <Grid
          templateColumns={{ base: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(16rem, 20rem)' }}
          gap="4"
          alignItems="start"
        >
          <Text textStyle="sm" color="fg.muted" whiteSpace="pre-wrap">
            {invoice.notes || 'Thank you for your business.'}
          </Text>
          <InvoiceSums totals={totals} />
        </Grid>
      </Card.Body>
    </Card.Root>
  );
}

export default function PagesInvoiceInvoicedetailsPage() {
  const [params] = useSearchParams();
  const [invoices, setInvoices] = useInvoices();
  const [cancelling, setCancelling] = useState(false);
  const id = params.get('id');
  const invoice = id ? invoices.find((candidate) => candidate.id === id) : invoices[0];

  const setStatus = (status: InvoiceStatus) => {
    if (!invoice) return;
    setInvoices((list) =>
      list.map((candidate) => (candidate.id === invoice.id ? { ...candidate, status } : candidate)),
    );
    toaster.create({ type: 'success', title: `${invoice.number} marked ${status.toLowerCase()}` });
  };

  return (
    <>
      <PageHeader
        title="Invoice details"
        description="The invoice as the client sees it; print it or record the payment."
        actions={
          invoice && (
            <HStack gap="2" wrap="wrap" className="no-print">
              <Button size="sm" variant="outline" onClick={() => window.print()}>
                <Printer aria-hidden="true" /> Print
              </Button>
              {invoice.status === 'Draft' && (
                <Button size="sm" variant="outline" onClick={() => setStatus('Sent')}>
                  <Send aria-hidden="true" /> Mark as sent
                </Button>
              )}
              {(invoice.status === 'Sent' || invoice.status === 'Overdue') && (
                <Button size="sm" colorPalette="brand" onClick={() => setStatus('Paid')}>
                  <CheckCircle2 aria-hidden="true" /> Record payment
                </Button>
              )}
              {invoice.status !== 'Paid' && invoice.status !== 'Cancelled' && (
                <Button size="sm" variant="ghost" colorPalette="red" onClick={() => setCancelling(true)}>
                  Cancel invoice
                </Button>
              )}
            </HStack>
          )
        }
      />
      {invoice ? (
        <InvoiceDocument invoice={invoice} />
      ) : (
        <EmptyState
          icon={<FileX />}
          title="Invoice not found"
          actions={
            <Button asChild colorPalette="brand">
              <RouterLink to={href('/pages/invoice/invoicelist')}>All invoices</RouterLink>
            </Button>
          }
        />
      )}
      <ConfirmDialog
        open={cancelling}
        onOpenChange={setCancelling}
        title={`Cancel ${invoice?.number ?? 'this invoice'}?`}
        description="A cancelled invoice stays in the series for GST records but is no longer payable."
        confirmLabel="Cancel invoice"
        cancelLabel="Keep it"
        tone="danger"
        onConfirm={() => setStatus('Cancelled')}
      />
    </>
  );
}
