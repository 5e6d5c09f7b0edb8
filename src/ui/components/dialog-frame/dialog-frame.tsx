import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import type { ReactNode } from 'react';

export interface DialogFrameProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The dialog's heading, and its accessible name. */
  title: ReactNode;
  /** What the dialog holds: usually a form that owns its own buttons. */
  children: ReactNode;
  /** Buttons under the body, for a dialog whose body does not own them. */
  footer?: ReactNode;
  size?: Dialog.RootProps['size'];
  placement?: Dialog.RootProps['placement'];
  /** `inside`: a long body scrolls within the dialog, the heading and footer stay in view. */
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  /**
   * Mounts the body when the dialog opens and drops it when it closes, so a form inside starts
   * fresh each time and reads nothing while closed.
   */
  fresh?: boolean;
}

/**
 * The frame of a dialog that is not a question (ConfirmDialog) nor a message (MessageDialog): a
 * heading, a body, optional footer buttons and the close button, over a backdrop. Escape, the close
 * button and a click outside close it; focus returns to what opened it.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  children,
  footer,
  size,
  placement,
  scrollBehavior,
  fresh = false,
}: DialogFrameProps) {
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={size}
      placement={placement}
      scrollBehavior={scrollBehavior}
      lazyMount={fresh}
      unmountOnExit={fresh}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
