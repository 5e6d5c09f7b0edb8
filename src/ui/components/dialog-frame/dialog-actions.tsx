import { Button, type ButtonProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogActionsProps {
  /** The primary action's text, and its accessible name while it is not busy. */
  children: ReactNode;
  /** Leaves the dialog without acting: usually closes it the way Escape does. */
  onCancel: () => void;
  cancelLabel?: string;
  /** Runs the primary action; leave it out when the button submits `form` instead. */
  onConfirm?: () => void;
  /** The id of the form the primary button submits (the form sits in the dialog's body). */
  form?: string;
  /** The action is under way: the primary button shows a spinner with `busyText` and is disabled. */
  busy?: boolean;
  /** What the busy button says instead of its text, so it stays named for screen readers. */
  busyText?: string;
  /** The action cannot run yet (e.g. nothing chosen). */
  disabled?: boolean;
  /** `red` for an action that loses something, `green` for a happy ending; `brand` otherwise. */
  colorPalette?: ButtonProps['colorPalette'];
}

/**
 * The footer pair of a dialog that asks for something and acts on it: Cancel (outline) and the
 * primary action, in that order. Goes in DialogFrame's `footer`.
 */
export function DialogActions({
  children,
  onCancel,
  cancelLabel = 'Cancel',
  onConfirm,
  form,
  busy,
  busyText,
  disabled,
  colorPalette = 'brand',
}: DialogActionsProps) {
  return (
    <>
      <Button variant="outline" onClick={onCancel}>
        {cancelLabel}
      </Button>
      <Button
        colorPalette={colorPalette}
        {...(form === undefined ? { onClick: onConfirm } : { type: 'submit', form })}
        loading={busy}
        loadingText={busyText}
        disabled={disabled}
      >
        {children}
      </Button>
    </>
  );
}
