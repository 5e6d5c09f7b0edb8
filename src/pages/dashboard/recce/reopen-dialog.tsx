/** Reopen a complete survey: the reason is required and kept; a refused reopen keeps what was typed. */
import { Field, Stack, Textarea } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { DialogActions, DialogFrame, toaster } from '@/ui';
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
  const formId = useId();

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
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Reopen the recce"
      fresh
      footer={
        <DialogActions
          onCancel={() => onOpenChange(false)}
          form={formId}
          busy={reopen.isPending}
          busyText="Reopening"
        >
          Reopen recce
        </DialogActions>
      }
    >
      <form
        id={formId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
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
              <Field.HelperText>Kept with the survey, so the team sees why it changed.</Field.HelperText>
            )}
          </Field.Root>
        </Stack>
      </form>
    </DialogFrame>
  );
}
