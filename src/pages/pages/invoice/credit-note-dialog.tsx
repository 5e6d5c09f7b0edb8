/**
 * A credit note against an issued invoice: the lines to credit (all by default), each in full, and
 * the reason. The database computes the tax reversal, numbers the note and cancels the invoice when
 * nothing is left on it; its refusal shows here and nothing typed is lost.
 */
import { Button, Checkbox, Dialog, Portal, Stack, Table, Text, Textarea } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { FormField, toaster } from '@/ui';
import { rupeesAndPaise } from '@/ui/format/rupees';
import { issueCreditNote, invoiceKeys, ledgerKeys, type InvoiceDocument } from '@/services/commercials';

export interface CreditNoteDialogProps {
  document: InvoiceDocument;
  open: boolean;
  onClose: () => void;
  onIssued: (creditNoteId: string) => void;
}

export function CreditNoteDialog({ document, open, onClose, onIssued }: CreditNoteDialogProps) {
  const { invoice, lines, creditNotes } = document;
  const [chosen, setChosen] = useState<ReadonlySet<string>>(() => new Set(lines.map((line) => line.id)));
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const client = useQueryClient();
  const issue = useMutation({
    mutationFn: () =>
      issueCreditNote({
        invoiceId: invoice.id,
        reason,
        lines:
          chosen.size === lines.length && creditNotes.length === 0
            ? null
            : [...chosen].map((id) => ({ invoiceLineId: id })),
        noteDate: new Date().toISOString().slice(0, 10),
      }),
    meta: { handlesError: true },
    onSuccess: async (id) => {
      await Promise.all([
        client.invalidateQueries({ queryKey: invoiceKeys.all }),
        client.invalidateQueries({ queryKey: ledgerKeys.all }),
      ]);
      toaster.create({ type: 'success', title: `Credit note issued against ${invoice.number}` });
      onIssued(id);
    },
    onError: (failure) =>
      setError(failure instanceof Error ? failure.message : 'The credit note was not issued.'),
  });
  const toggle = (id: string, on: boolean) =>
    setChosen((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  const reasonMissing = reason.trim().length === 0;

  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      size="lg"
      open={open}
      onOpenChange={(details) => !details.open && onClose()}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Credit note against {invoice.number}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Text color="fg.muted" textStyle="sm">
                  An issued invoice never changes: a credit note takes back the lines you choose with their
                  tax. Crediting everything left cancels the invoice.
                </Text>
                <Table.Root size="sm" aria-label="Lines to credit">
                  <Table.Body>
                    {lines.map((line) => (
                      <Table.Row key={line.id}>
                        <Table.Cell>
                          <Checkbox.Root
                            checked={chosen.has(line.id)}
                            onCheckedChange={(details) => toggle(line.id, details.checked === true)}
                          >
                            <Checkbox.HiddenInput />
                            <Checkbox.Control />
                            <Checkbox.Label>{line.description}</Checkbox.Label>
                          </Checkbox.Root>
                        </Table.Cell>
                        <Table.Cell textAlign="end" whiteSpace="nowrap">
                          {rupeesAndPaise.format(line.taxable_amount)} + {line.gst_rate} % GST
                        </Table.Cell>
                      </Table.Row>
                    ))}
                  </Table.Body>
                </Table.Root>
                <FormField label="Reason" required error={error ?? undefined}>
                  <Textarea
                    value={reason}
                    maxLength={1000}
                    onChange={(event) => setReason(event.target.value)}
                  />
                </FormField>
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                Cancel
              </Button>
              <Button
                colorPalette="red"
                loading={issue.isPending}
                loadingText="Issuing…"
                disabled={chosen.size === 0 || reasonMissing}
                onClick={() => {
                  setError(null);
                  issue.mutate();
                }}
              >
                Issue credit note
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
