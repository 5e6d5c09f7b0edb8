/**
 * The body of a receipt in the business document: what was received and against what, in place of
 * a priced document's lines and GST tables (a receipt charges no tax of its own).
 */
import { HStack, Stack, Table, Text } from '@chakra-ui/react';
import { rupeesAndPaise } from '../../format/rupees';

export interface QuotationDocumentReceived {
  amount: number;
  /** What the money was received by and against: mode, reference, project, stage, order, invoice. */
  particulars: readonly { label: string; value: string }[];
}

export function ReceivedBlock({ received }: { received: QuotationDocumentReceived }) {
  return (
    <Stack gap="4" data-print-room="">
      <Text>Received with thanks the sum below.</Text>
      <Table.Root size="sm" aria-label="Payment received" maxW="2xl">
        <Table.Body>
          {received.particulars.map((row) => (
            <Table.Row key={row.label}>
              <Table.Cell fontWeight="medium" w="48">
                {row.label}
              </Table.Cell>
              <Table.Cell>{row.value}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
      <HStack
        justify="space-between"
        maxW="2xl"
        borderTopWidth="1px"
        pt="2"
        fontWeight="semibold"
        textStyle="md"
      >
        <Text>Amount received</Text>
        <Text fontVariantNumeric="tabular-nums">{rupeesAndPaise.format(received.amount)}</Text>
      </HStack>
    </Stack>
  );
}
