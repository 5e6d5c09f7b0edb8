/** Names a new room; it becomes a tab, and exists in the database once it has a line. */
import { Field, Input } from '@chakra-ui/react';
import { useState } from 'react';
import { DialogActions, DialogFrame } from '@/ui';

export function roomNameError(name: string, existing: readonly string[]): string | null {
  const value = name.trim();
  if (value.length < 1 || value.length > 80) return 'Enter a room name of up to 80 characters.';
  if (existing.some((r) => r.toLowerCase() === value.toLowerCase())) return 'This room is already there.';
  return null;
}

export function AddRoomDialog({
  open,
  onOpenChange,
  existing,
  onAdd,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  existing: readonly string[];
  onAdd: (name: string) => void;
}) {
  const [name, setName] = useState('');
  const [tried, setTried] = useState(false);
  const error = tried ? roomNameError(name, existing) : null;
  const submit = () => {
    setTried(true);
    if (roomNameError(name, existing) !== null) return;
    onAdd(name.trim());
    setName('');
    setTried(false);
    onOpenChange(false);
  };
  return (
    <DialogFrame
      open={open}
      onOpenChange={onOpenChange}
      title="Add room"
      placement="center"
      footer={
        <DialogActions onCancel={() => onOpenChange(false)} onConfirm={submit}>
          Add room
        </DialogActions>
      }
    >
      <Field.Root invalid={error !== null}>
        <Field.Label>Room name</Field.Label>
        <Input
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') submit();
          }}
        />
        <Field.ErrorText>{error}</Field.ErrorText>
      </Field.Root>
    </DialogFrame>
  );
}
