/** Reopen a complete survey: the reason is required and kept; a refused reopen keeps what was typed. */
import { Button, CloseButton, Dialog, Field, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { toaster } from '@/ui';
import { reopenSchema, useReopenRecce } from '@/services/projects';

export function ReopenDialog({
  recceId,
  open,
  onOpenChange,
}: {
  recceId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const reopen = useReopenRecce(recceId);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async () => {
    const parsed = reopenSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? 'Say why the recce is reopened');
      return;
    }
    try {
      await reopen.mutateAsync(parsed.data.reason);
      toaster.create({ type: 'success', title: 'Recce reopened' });
      setReason('');
      setError(null);
      onOpenChange(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The recce was not reopened.');
    }
  };

  return (
    <Dialog.Root lazyMount open={open} onOpenChange={(details) => onOpenChange(details.open)}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form
              noValidate
              onSubmit={(event) => {
                event.preventDefault();
                void submit();
              }}
            >
              <Dialog.Header>
                <Dialog.Title>Reopen the recce</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="3">
                  <Field.Root invalid={error !== null} required>
                    <Field.Label>
                      Why is it reopened?
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea
                      value={reason}
                      maxLength={4000}
                      onChange={(event) => setReason(event.currentTarget.value)}
                      placeholder="e.g. The client added a study room"
                    />
                    {error ? (
                      <Field.ErrorText>{error}</Field.ErrorText>
                    ) : (
                      <Field.HelperText>
                        Kept with the survey, so the team sees why it changed.
                      </Field.HelperText>
                    )}
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={() => onOpenChange(false)}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand" loading={reopen.isPending} loadingText="Reopening">
                  Reopen recce
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
