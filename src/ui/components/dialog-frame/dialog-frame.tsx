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
  /**
   * The children lay out their own `Dialog.Body` and `Dialog.Footer`: for a body whose footer buttons
   * share its state (a run in progress, a step of a wizard). `footer` is then not used.
   */
  ownBody?: boolean;
  size?: Dialog.RootProps['size'];
  placement?: Dialog.RootProps['placement'];
  /** `inside`: a long body scrolls within the dialog, the heading and footer stay in view. */
  scrollBehavior?: Dialog.RootProps['scrollBehavior'];
  /**
   * Mounts the body when the dialog opens and drops it when it closes, so a form inside starts
   * fresh each time and reads nothing while closed.
   */
  fresh?: boolean;
  /** False for a dialog a stray click outside must not close (a long form, a reason being typed). */
  closeOnInteractOutside?: boolean;
  /**
   * Called when focus moves outside; `event.preventDefault()` keeps the dialog open, for one opened
   * from a menu that hands focus back to its own button as it closes.
   */
  onFocusOutside?: Dialog.RootProps['onFocusOutside'];
  /** False leaves out the close button, for a dialog whose footer already says how to leave. */
  closeButton?: boolean;
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
  ownBody = false,
  size,
  placement,
  scrollBehavior,
  fresh = false,
  closeOnInteractOutside,
  onFocusOutside,
  closeButton = true,
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
      closeOnInteractOutside={closeOnInteractOutside}
      onFocusOutside={onFocusOutside}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            {ownBody ? (
              children
            ) : (
              <>
                <Dialog.Body>{children}</Dialog.Body>
                {footer !== undefined && <Dialog.Footer>{footer}</Dialog.Footer>}
              </>
            )}
            {closeButton && (
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
