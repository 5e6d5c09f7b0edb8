/** "Compare with revision N": the lines that changed and the totals of both revisions side by side. */
import { Badge, Box, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { rupeesAndPaise } from '@/ui/format/rupees';
import {
  useQuotationLines,
  useQuotationTax,
  type QuotationLine,
  type QuotationSummary,
} from '@/services/commercials';
import { compareLines, type LineChange } from './quotation-status';

const CHANGE_PALETTE: Record<LineChange, string> = {
  added: 'green',
  removed: 'red',
  changed: 'orange',
  same: 'gray',
};
const money = (n: number | undefined) => (n === undefined ? '—' : rupeesAndPaise.format(n));
const figure = (l: QuotationLine | null) =>
  l
    ? `${l.quantity} ${l.unit} × ${rupeesAndPaise.format(l.unit_cost)} +${l.margin_percent} % −${l.discount_percent} %`
    : '—';

export function QuotationCompare({ older, newer }: { older: QuotationSummary; newer: QuotationSummary }) {
  const before = useQuotationLines(older.id);
  const after = useQuotationLines(newer.id);
  const beforeTax = useQuotationTax(older.id);
  const afterTax = useQuotationTax(newer.id);
  if (!before.data || !after.data) return <Text color="fg.muted">Loading both revisions…</Text>;
  const rows = compareLines(before.data, after.data).filter((r) => r.change !== 'same');
  const totals: [string, number | undefined, number | undefined][] = [
    ['Subtotal', beforeTax.data?.subtotal, afterTax.data?.subtotal],
    ['Discount', beforeTax.data?.discount_total, afterTax.data?.discount_total],
    ['Taxable value', beforeTax.data?.taxable_total, afterTax.data?.taxable_total],
    ['GST', beforeTax.data?.gst_total, afterTax.data?.gst_total],
    ['Grand total', beforeTax.data?.grand_total, afterTax.data?.grand_total],
  ];
  return (
    <Stack
      gap="4"
      role="region"
      aria-label={`Compare revision ${older.revision} with revision ${newer.revision}`}
    >
      <Heading as="h2" size="md">
        Revision {older.revision} and revision {newer.revision}
      </Heading>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="Changed lines">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Line</Table.ColumnHeader>
              <Table.ColumnHeader>Change</Table.ColumnHeader>
              <Table.ColumnHeader>Revision {older.revision}</Table.ColumnHeader>
              <Table.ColumnHeader>Revision {newer.revision}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.length === 0 ? (
              <Table.Row>
                <Table.Cell colSpan={4}>No line changed.</Table.Cell>
              </Table.Row>
            ) : (
              rows.map((r) => (
                <Table.Row key={r.key}>
                  <Table.Cell>
                    {r.room}: {r.description}
                  </Table.Cell>
                  <Table.Cell>
                    <Badge colorPalette={CHANGE_PALETTE[r.change]}>{r.change}</Badge>
                  </Table.Cell>
                  <Table.Cell>{figure(r.before)}</Table.Cell>
                  <Table.Cell>{figure(r.after)}</Table.Cell>
                </Table.Row>
              ))
            )}
          </Table.Body>
        </Table.Root>
      </Box>
      <Box overflowX="auto">
        <Table.Root size="sm" aria-label="Totals of both revisions">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Total</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Revision {older.revision}</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Revision {newer.revision}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {totals.map(([label, a, b]) => (
              <Table.Row key={label}>
                <Table.Cell>{label}</Table.Cell>
                <Table.Cell textAlign="end">{money(a)}</Table.Cell>
                <Table.Cell textAlign="end">{money(b)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Box>
    </Stack>
  );
}
