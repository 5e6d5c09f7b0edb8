/**
 * A quotation as the client receives it: the company's letterhead (logo, name, GSTIN, address),
 * the client block, lines grouped by room, the GST split by rate (CGST and SGST within the state,
 * IGST outside), the grand total with the amount in words (Indian numbering), terms and validity.
 *
 * Printing: the browser's print (window.print()) saves it as PDF. The print stylesheet below shows
 * only this document (the app's sidebar and header are hidden), on A4 with 12 mm margins, and keeps
 * a room's table from breaking across pages where it can. Figures arrive computed (the database
 * computes them); this only lays them out.
 */
import { Box, Flex, Heading, HStack, Image, Stack, Table, Text } from '@chakra-ui/react';
import { amountInWords } from '../../format/amount-in-words';
import { rupeesAndPaise } from '../../format/rupees';
import { ReceivedBlock, type QuotationDocumentReceived } from './received-block';

export type { QuotationDocumentReceived } from './received-block';

export interface QuotationDocumentLine {
  id: string;
  itemCode: string | null;
  description: string;
  hsn: string | null;
  unit: string;
  quantity: number;
  /** The client's rate per unit, before discount. */
  rate: number;
  discount: number;
  /** After discount, before GST. */
  amount: number;
  gstRate: number;
}

export interface QuotationDocumentTaxRow {
  gstRate: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

export interface QuotationDocumentTotals {
  subtotal: number;
  discount: number;
  taxable: number;
  intraState: boolean;
  tax: readonly QuotationDocumentTaxRow[];
  gstTotal: number;
  /** Invoices: the rounding of the grand total to the rupee. */
  roundOff?: number;
  grandTotal: number;
}

export interface QuotationDocumentProps {
  company: {
    name: string;
    legalName?: string | null;
    gstin?: string | null;
    addressLines: readonly string[];
    email?: string | null;
    phone?: string | null;
    logoSrc?: string | null;
  };
  client: {
    name: string;
    addressLines: readonly string[];
    gstin?: string | null;
    placeOfSupply?: string | null;
    /** Who the document is addressed to, for assistive technology: Client (the default), Supplier. */
    role?: string;
  };
  quotation: {
    reference: string;
    title: string;
    issueDate: string;
    /** Quotations only: the date the offer lapses. */
    validUntil?: string | null;
    projectName?: string | null;
  };
  /** Priced documents only; a receipt has none. */
  rooms?: readonly { room: string; lines: readonly QuotationDocumentLine[] }[];
  /** Priced documents only; a receipt shows what was received instead. */
  totals?: QuotationDocumentTotals;
  terms?: string | null;
  /** A receipt: the money received, in place of lines and totals. */
  received?: QuotationDocumentReceived;
  /** What the document is: Quotation (the default), Tax invoice, Credit note, Receipt, Purchase order. */
  heading?: string;
  /** More lines under the date, e.g. the due date or the invoice a credit note is against. */
  details?: readonly { label: string; value: string }[];
  /** The last sentence; a quotation's says how long it is valid. */
  closing?: string | null;
}

const money = (n: number) => rupeesAndPaise.format(n);
const qty = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });
const date = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(`${iso.slice(0, 10)}T00:00:00`),
  );

const PRINT_CSS = `
@media print {
  @page { size: A4; margin: 12mm; }
  body * { visibility: hidden; }
  [data-print-root], [data-print-root] * { visibility: visible; }
  [data-print-root] { position: absolute; inset: 0 auto auto 0; width: 100%; border: none !important;
    box-shadow: none !important; color: CanvasText; background: Canvas; }
  [data-print-room] { break-inside: avoid; }
  [data-print-hide] { display: none !important; }
}`;

function TotalRow({ label, value, strong }: { label: string; value: number; strong?: boolean }) {
  return (
    <HStack
      justify="space-between"
      fontWeight={strong ? 'semibold' : undefined}
      textStyle={strong ? 'md' : 'sm'}
    >
      <Text>{label}</Text>
      <Text fontVariantNumeric="tabular-nums">{money(value)}</Text>
    </HStack>
  );
}

export function QuotationDocument({
  company,
  client,
  quotation,
  rooms = [],
  totals,
  received,
  terms,
  heading = 'Quotation',
  details = [],
  closing,
}: QuotationDocumentProps) {
  const lastSentence =
    closing !== undefined
      ? closing
      : quotation.validUntil
        ? `This quotation is valid until ${date(quotation.validUntil)}.`
        : null;
  return (
    <Box
      as="article"
      data-print-root=""
      aria-label={`${heading} ${quotation.reference}`}
      bg="bg.panel"
      borderWidth="1px"
      rounded="l3"
      p={{ base: '4', md: '8' }}
      maxW="4xl"
      mx="auto"
    >
      <style>{PRINT_CSS}</style>
      <Flex justify="space-between" gap="6" wrap="wrap" borderBottomWidth="2px" pb="4" mb="6">
        <HStack align="flex-start" gap="4">
          {company.logoSrc && (
            <Image src={company.logoSrc} alt={`${company.name} logo`} maxH="16" maxW="40" />
          )}
          <Stack gap="0.5">
            <Heading as="h2" size="lg">
              {company.name}
            </Heading>
            {company.legalName && company.legalName !== company.name && (
              <Text textStyle="sm">{company.legalName}</Text>
            )}
            {company.addressLines.map((line) => (
              <Text key={line} textStyle="sm" color="fg.muted">
                {line}
              </Text>
            ))}
            {(company.phone || company.email) && (
              <Text textStyle="sm" color="fg.muted">
                {[company.phone, company.email].filter(Boolean).join(' · ')}
              </Text>
            )}
            {company.gstin && <Text textStyle="sm">GSTIN: {company.gstin}</Text>}
          </Stack>
        </HStack>
        <Stack gap="0.5" textAlign={{ base: 'start', md: 'end' }}>
          <Heading as="h2" size="md">
            {heading}
          </Heading>
          <Text textStyle="sm">No. {quotation.reference}</Text>
          <Text textStyle="sm">Date: {date(quotation.issueDate)}</Text>
          {quotation.validUntil && <Text textStyle="sm">Valid until: {date(quotation.validUntil)}</Text>}
          {details.map((detail) => (
            <Text key={detail.label} textStyle="sm">
              {detail.label}: {detail.value}
            </Text>
          ))}
        </Stack>
      </Flex>

      <Flex gap="6" wrap="wrap" justify="space-between" mb="6">
        <Stack gap="0.5" role="group" aria-label={client.role ?? 'Client'}>
          <Text textStyle="xs" color="fg.muted" textTransform="uppercase">
            To
          </Text>
          <Text fontWeight="semibold">{client.name}</Text>
          {client.addressLines.map((line) => (
            <Text key={line} textStyle="sm">
              {line}
            </Text>
          ))}
          {client.gstin && <Text textStyle="sm">GSTIN: {client.gstin}</Text>}
          {client.placeOfSupply && <Text textStyle="sm">Place of supply: {client.placeOfSupply}</Text>}
        </Stack>
        <Stack gap="0.5" maxW="sm">
          <Text textStyle="xs" color="fg.muted" textTransform="uppercase">
            For
          </Text>
          <Text fontWeight="semibold">{quotation.title}</Text>
          {quotation.projectName && quotation.projectName !== quotation.title && (
            <Text textStyle="sm">{quotation.projectName}</Text>
          )}
        </Stack>
      </Flex>

      <Stack gap="6">
        {rooms.map(({ room, lines }) => (
          <Box key={room} data-print-room="">
            <Heading as="h3" size="sm" mb="2">
              {room}
            </Heading>
            <Box overflowX="auto">
              <Table.Root size="sm" aria-label={`Lines of ${room}`}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>Item</Table.ColumnHeader>
                    <Table.ColumnHeader>HSN</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Qty</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Rate</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Discount</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">GST</Table.ColumnHeader>
                    <Table.ColumnHeader textAlign="end">Amount</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {lines.map((line) => (
                    <Table.Row key={line.id}>
                      <Table.Cell>
                        <Text>{line.description}</Text>
                        {line.itemCode && (
                          <Text textStyle="xs" color="fg.muted">
                            {line.itemCode}
                          </Text>
                        )}
                      </Table.Cell>
                      <Table.Cell>{line.hsn ?? ''}</Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {qty.format(line.quantity)} {line.unit}
                      </Table.Cell>
                      <Table.Cell textAlign="end">{money(line.rate)}</Table.Cell>
                      <Table.Cell textAlign="end">
                        {line.discount > 0 ? money(line.discount) : '—'}
                      </Table.Cell>
                      <Table.Cell textAlign="end" whiteSpace="nowrap">
                        {line.gstRate} %
                      </Table.Cell>
                      <Table.Cell textAlign="end">{money(line.amount)}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </Box>
          </Box>
        ))}
      </Stack>

      {received && <ReceivedBlock received={received} />}
      {totals && (
        <Flex mt="8" gap="8" wrap="wrap" justify="space-between" data-print-room="">
          <Box flex="1" minW="64">
            <Table.Root size="sm" aria-label="GST by rate">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>GST rate</Table.ColumnHeader>
                  <Table.ColumnHeader textAlign="end">Taxable</Table.ColumnHeader>
                  {totals.intraState ? (
                    <>
                      <Table.ColumnHeader textAlign="end">CGST</Table.ColumnHeader>
                      <Table.ColumnHeader textAlign="end">SGST</Table.ColumnHeader>
                    </>
                  ) : (
                    <Table.ColumnHeader textAlign="end">IGST</Table.ColumnHeader>
                  )}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {totals.tax.map((row) => (
                  <Table.Row key={row.gstRate}>
                    <Table.Cell whiteSpace="nowrap">{row.gstRate} %</Table.Cell>
                    <Table.Cell textAlign="end">{money(row.taxable)}</Table.Cell>
                    {totals.intraState ? (
                      <>
                        <Table.Cell textAlign="end" whiteSpace="nowrap">
                          {money(row.cgst)} ({row.gstRate / 2} %)
                        </Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap">
                          {money(row.sgst)} ({row.gstRate / 2} %)
                        </Table.Cell>
                      </>
                    ) : (
                      <Table.Cell textAlign="end">{money(row.igst)}</Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
          <Stack minW="64" gap="1" role="group" aria-label="Totals">
            <TotalRow label="Subtotal" value={totals.subtotal} />
            {totals.discount > 0 && <TotalRow label="Discount" value={-totals.discount} />}
            <TotalRow label="Taxable value" value={totals.taxable} />
            {totals.intraState ? (
              <>
                <TotalRow label="CGST" value={totals.tax.reduce((s, r) => s + r.cgst, 0)} />
                <TotalRow label="SGST" value={totals.tax.reduce((s, r) => s + r.sgst, 0)} />
              </>
            ) : (
              <TotalRow label="IGST" value={totals.tax.reduce((s, r) => s + r.igst, 0)} />
            )}
            {totals.roundOff ? <TotalRow label="Round-off" value={totals.roundOff} /> : null}
            <Box borderTopWidth="1px" pt="1">
              <TotalRow label="Grand total" value={totals.grandTotal} strong />
            </Box>
          </Stack>
        </Flex>
      )}
      <Text mt="4" fontWeight="medium" data-testid="amount-in-words">
        {amountInWords(received?.amount ?? totals?.grandTotal ?? 0)}
      </Text>

      <Stack mt="8" gap="1" textStyle="sm">
        <Heading as="h3" size="sm">
          Terms
        </Heading>
        {(terms ?? 'GST as applicable.').split('\n').map((line, i) => (
          <Text key={i}>{line}</Text>
        ))}
        {lastSentence && <Text>{lastSentence}</Text>}
      </Stack>
    </Box>
  );
}
