/** The "New recce" dialog of the survey list and a project's recce tab: the form, then the new survey's page. */
import { DialogFrame } from '@/ui';
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
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="New recce"
      fresh
      closeOnInteractOutside={false}
    >
      <NewRecceForm
        projectId={projectId}
        onCancel={() => onOpenChange(false)}
        onCreated={(id) => {
          onOpenChange(false);
          void navigate(recceLink(id));
        }}
      />
    </DialogFrame>
  );
}
