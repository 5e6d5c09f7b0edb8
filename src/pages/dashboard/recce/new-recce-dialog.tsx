/**
 * The "New recce" button of the survey list and a project's recce tab (refused without recce.edit),
 * and its dialog: the form, then the new survey's page.
 */
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { DialogFrame, GatedButton } from '@/ui';
import { usePermissions } from '@/services/admin';
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

/** The button that opens the dialog; `projectId` starts the survey for that project. */
export function NewRecceButton({ projectId }: { projectId?: string }) {
  const permissions = usePermissions();
  const [creating, setCreating] = useState(false);
  return (
    <>
      <GatedButton
        size="sm"
        colorPalette="brand"
        blockedReason={permissions.reason('recce.edit')}
        onClick={() => setCreating(true)}
      >
        <Plus aria-hidden="true" /> New recce
      </GatedButton>
      <NewRecceDialog open={creating} onOpenChange={setCreating} projectId={projectId} />
    </>
  );
}
