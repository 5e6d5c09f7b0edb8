import { Field, Text, Textarea } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogActions, DialogFrame } from '@/ui';

export interface CloseDealDialogProps {
  /** The deal being closed and how; null when the dialog is shut. */
  closing: { title: string; outcome: 'won' | 'lost' } | null;
  onCancel: () => void;
  onConfirm: (reason: string) => void;
}

const REASON_LIMIT = 1000;

/** Asks why a deal was won (optional) or lost (required) before the move is saved. */
export function CloseDealDialog({ closing, onCancel, onConfirm }: CloseDealDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const outcome = closing?.outcome ?? 'won';
  const trimmed = reason.trim();
  const error =
    outcome === 'lost' && trimmed === ''
      ? 'Say why the deal was lost'
      : trimmed.length > REASON_LIMIT
        ? `Keep the reason under ${REASON_LIMIT} characters`
        : null;
  const close = () => {
    setReason('');
    setTouched(false);
    onCancel();
  };
  return (
    <DialogFrame
      open={closing !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={outcome === 'lost' ? 'Mark the deal as lost' : 'Mark the deal as won'}
      size="sm"
      // It opens from a card's Move menu, which hands focus back to its button as it closes: that is
      // not the person leaving the dialog.
      closeOnInteractOutside={false}
      onFocusOutside={(event) => event.preventDefault()}
      footer={
        <DialogActions
          onCancel={close}
          form="close-deal-form"
          colorPalette={outcome === 'lost' ? 'red' : 'green'}
        >
          {outcome === 'lost' ? 'Mark as lost' : 'Mark as won'}
        </DialogActions>
      }
    >
      {/* noValidate: the browser's own check of the required reason would block the submit and
          focus the field without our message; the reason is checked here and said beside it. */}
      <form
        id="close-deal-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (error) return;
          setReason('');
          setTouched(false);
          onConfirm(trimmed);
        }}
      >
        <Text textStyle="sm" mb="3">
          {closing?.title}
        </Text>
        <Field.Root required={outcome === 'lost'} invalid={touched && error !== null}>
          <Field.Label>
            {outcome === 'lost' ? 'Why was it lost?' : 'Why was it won? (optional)'}
            {outcome === 'lost' && <Field.RequiredIndicator />}
          </Field.Label>
          <Textarea
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            onBlur={() => setTouched(true)}
            rows={3}
          />
          {touched && error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        </Field.Root>
      </form>
    </DialogFrame>
  );
}
