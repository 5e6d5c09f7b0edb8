import { Button, type ButtonProps } from '@chakra-ui/react';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { ConfirmDialog } from '../confirm-dialog/confirm-dialog';
import { toaster } from '../toaster/toaster';

export interface DemoResetButtonProps {
  /** What is restored, in the user's words, e.g. "the to-do list". */
  subject: string;
  /** Puts the original demo content back (the page passes its demo store's reset). */
  onReset: () => void;
  size?: ButtonProps['size'];
}

/**
 * "Reset demo content" for the template pages: asks first (it throws away what the user added or
 * changed), then restores the fixtures and says so in a toast.
 */
export function DemoResetButton({ subject, onReset, size = 'sm' }: DemoResetButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)}>
        <RotateCcw aria-hidden="true" />
        Reset demo content
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Reset demo content?"
        description={`Everything you added or changed in ${subject} is replaced by the original demo content.`}
        confirmLabel="Reset"
        tone="danger"
        onConfirm={() => {
          onReset();
          toaster.create({ type: 'success', title: 'Demo content restored' });
        }}
      />
    </>
  );
}
