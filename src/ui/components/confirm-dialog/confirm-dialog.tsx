import { Button, CloseButton, Dialog, Portal, Text } from '@chakra-ui/react';
import { useRef, useState, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** `danger` for actions that destroy or cannot be undone. */
  tone?: 'danger' | 'neutral';
  /** May return a promise: the dialog waits (button busy) and stays open with the message if it fails. */
  onConfirm: () => void | Promise<void>;
}

/**
 * Asks before an action with consequences. Focus starts on Cancel, so a stray Enter does no harm, and
 * returns to the element that opened the dialog when it closes.
 */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  tone = 'neutral',
  onConfirm,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      onOpenChange(false);
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'That did not work. Try again.');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog.Root
      role="alertdialog"
      open={open}
      onOpenChange={(details) => {
        if (!busy) onOpenChange(details.open);
      }}
      initialFocusEl={() => cancelRef.current}
      size="sm"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {description && (
                <Dialog.Description asChild>
                  <div>{description}</div>
                </Dialog.Description>
              )}
              {error && (
                // red.fg, not fg.error: Chakra's fg.error is red.500 in light mode, 3.8:1 on the panel.
                <Text role="alert" color="red.fg" textStyle="sm" mt="3">
                  {error}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button ref={cancelRef} variant="outline" disabled={busy}>
                  {cancelLabel}
                </Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette={tone === 'danger' ? 'red' : 'brand'}
                loading={busy}
                loadingText={confirmLabel}
                onClick={() => void confirm()}
              >
                {confirmLabel}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" disabled={busy} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
