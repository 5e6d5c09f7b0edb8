import { Button, CloseButton, Dialog, Field, Input, Portal } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';

export interface NameDialogProps {
  open: boolean;
  title: string;
  label: string;
  initialName: string;
  submitLabel: string;
  /** Names already used beside this one: the same name twice in one folder is refused. */
  takenNames: readonly string[];
  onSubmit: (name: string) => void;
  onClose: () => void;
}

/** Names a new folder or renames a file or folder, with the reason beside the field when a name is refused. */
export function NameDialog({
  open,
  title,
  label,
  initialName,
  submitLabel,
  takenNames,
  onSubmit,
  onClose,
}: NameDialogProps) {
  const taken = new Set(takenNames.map((name) => name.toLowerCase()));
  const schema = z.object({
    name: z
      .string()
      .trim()
      .min(1, 'Give it a name.')
      .max(80, 'Keep names under 80 characters.')
      .refine((name) => !/[/\\:*?"<>|]/.test(name), 'Names cannot contain / \\ : * ? " < > |.')
      .refine((name) => !taken.has(name.toLowerCase()), 'That name is already used here.'),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver: zodResolver(schema), values: { name: initialName } });

  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} size="sm">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <form noValidate onSubmit={handleSubmit((values) => onSubmit(values.name.trim()))}>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root invalid={Boolean(errors.name)}>
                  <Field.Label>{label}</Field.Label>
                  <Input {...register('name')} />
                  <Field.ErrorText>{errors.name?.message}</Field.ErrorText>
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" colorPalette="brand">
                  {submitLabel}
                </Button>
              </Dialog.Footer>
            </form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
