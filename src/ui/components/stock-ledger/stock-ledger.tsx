import { Badge, Table, Text } from '@chakra-ui/react';
import { ScrollRegion } from '../scroll-region/scroll-region';

export interface StockLedgerLine {
  id: string;
  /** ISO timestamp of the movement. */
  movedAt: string;
  /** "Purchase", "Consumption", "Adjustment", "Offcut returned". */
  kind: string;
  /** Signed: what came in is positive, what went out negative. */
  quantity: number;
  /** Stock after this line. */
  balance: number;
  reference?: string | null | undefined;
  note?: string | null | undefined;
  by?: string | null | undefined;
}

export interface StockLedgerProps {
  /** The table's accessible name, e.g. "Ledger of 18 mm HDHMR". */
  label: string;
  lines: readonly StockLedgerLine[];
  /** The item's unit: sheet, roll, metre... */
  unit: string;
  /** Formats a timestamp; defaults to the Indian medium date and short time. */
  formatTime?: (iso: string) => string;
}

const defaultTime = new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' });
const quantityFormat = new Intl.NumberFormat('en-IN', {
  maximumFractionDigits: 3,
  signDisplay: 'exceptZero',
});
const balanceFormat = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

/**
 * The movements of one stock item as a ledger: newest first, each with who recorded it and why, the
 * quantity in or out, and the balance after it, so a count can be traced line by line.
 */
export function StockLedger({
  label,
  lines,
  unit,
  formatTime = (iso) => defaultTime.format(new Date(iso)),
}: StockLedgerProps) {
  if (lines.length === 0) {
    return <Text color="fg.muted">No movements recorded yet.</Text>;
  }
  return (
    <ScrollRegion label={`${label}, scrolls`} maxH="420px">
      <Table.Root size="sm" stickyHeader aria-label={label}>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>When</Table.ColumnHeader>
            <Table.ColumnHeader>Movement</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Balance</Table.ColumnHeader>
            <Table.ColumnHeader>Reference and reason</Table.ColumnHeader>
            <Table.ColumnHeader>By</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {lines.map((line) => (
            <Table.Row key={line.id}>
              <Table.Cell whiteSpace="nowrap">{formatTime(line.movedAt)}</Table.Cell>
              <Table.Cell>
                <Badge colorPalette={line.quantity >= 0 ? 'green' : 'orange'} variant="subtle">
                  {line.kind}
                </Badge>
              </Table.Cell>
              <Table.Cell
                textAlign="end"
                color={line.quantity >= 0 ? 'green.fg' : 'orange.fg'}
                fontVariantNumeric="tabular-nums"
              >
                {quantityFormat.format(line.quantity)} {unit}
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="medium">
                {balanceFormat.format(line.balance)}
              </Table.Cell>
              <Table.Cell>
                {line.reference ?? ''}
                {line.note ? (
                  <Text as="span" color="fg.muted">
                    {line.reference ? ' · ' : ''}
                    {line.note}
                  </Text>
                ) : null}
              </Table.Cell>
              <Table.Cell>{line.by ?? ''}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </ScrollRegion>
  );
}
