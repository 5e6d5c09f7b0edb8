import { zodResolver } from '@hookform/resolvers/zod';
import { Button, chakra, CloseButton, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { useForm } from 'react-hook-form';
import { composeSchema, type ComposeValues } from './mail-model';

export interface ComposeDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** What the form starts with (a reply, a draft, the signature). */
  initial: ComposeValues;
  onSend: (values: ComposeValues) => void;
  onSaveDraft: (values: ComposeValues) => void;
}

/** A new message in a dialog: recipients checked one by one, subject and body required. */
export function ComposeDialog({ open, onOpenChange, initial, onSend, onSaveDraft }: ComposeDialogProps) {
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors },
  } = useForm<ComposeValues>({ resolver: zodResolver(composeSchema), values: initial, mode: 'onTouched' });

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      size={{ base: 'full', md: 'lg' }}
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {/* display: contents keeps the dialog's own header, body and footer layout around the form. */}
            <chakra.form display="contents" noValidate onSubmit={(event) => void handleSubmit(onSend)(event)}>
              <Dialog.Header>
                <Dialog.Title>New message</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Stack gap="4">
                  <Field.Root invalid={Boolean(errors.to)} required>
                    <Field.Label>
                      To
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input
                      {...register('to')}
                      type="text"
                      inputMode="email"
                      autoComplete="off"
                      placeholder="name@example.in, another@example.in"
                    />
                    <Field.ErrorText color="red.fg">{errors.to?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.cc)}>
                    <Field.Label>Cc</Field.Label>
                    <Input {...register('cc')} type="text" inputMode="email" autoComplete="off" />
                    <Field.ErrorText color="red.fg">{errors.cc?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.subject)} required>
                    <Field.Label>
                      Subject
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Input {...register('subject')} />
                    <Field.ErrorText color="red.fg">{errors.subject?.message}</Field.ErrorText>
                  </Field.Root>
                  <Field.Root invalid={Boolean(errors.body)} required>
                    <Field.Label>
                      Message
                      <Field.RequiredIndicator />
                    </Field.Label>
                    <Textarea {...register('body')} rows={8} />
                    <Field.ErrorText color="red.fg">{errors.body?.message}</Field.ErrorText>
                  </Field.Root>
                </Stack>
              </Dialog.Body>
              <Dialog.Footer>
                <Button variant="ghost" onClick={() => onSaveDraft(getValues())}>
                  Save draft
                </Button>
                <Button type="submit" colorPalette="brand">
                  Send
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label="Close" />
              </Dialog.CloseTrigger>
            </chakra.form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
