/** The "New recce" dialog of the survey list and a project's recce tab: the form, then the new survey's page. */
import { CloseButton, Dialog, Portal } from '@chakra-ui/react';
import { useNavigate } from 'react-router-dom';
import { NewRecceForm } from './new-recce-form';
import { recceLink } from './recce.contract';

export interface NewRecceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The project the survey is for; without it the form asks. */
  projectId?: string;
}

export function NewRecceDialog({ open, onOpenChange, projectId }: NewRecceDialogProps) {
  const navigate = useNavigate();
  return (
    <Dialog.Root
      lazyMount
      unmountOnExit
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      closeOnInteractOutside={false}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>New recce</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body pb="6">
              <NewRecceForm
                projectId={projectId}
                onCancel={() => onOpenChange(false)}
                onCreated={(id) => {
                  onOpenChange(false);
                  void navigate(recceLink(id));
                }}
              />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
