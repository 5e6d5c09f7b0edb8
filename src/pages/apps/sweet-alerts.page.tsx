import { Button, Field, Stack, Text, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { ConfirmDialog, DemoGrid, DemoSection, PageHeader } from '@/ui';
import { MessageDialog } from '@/ui/components/message-dialog/message-dialog';

const reasonSchema = z.object({
  reason: z.string().trim().min(10, 'Give the client a reason of at least 10 characters.'),
});
type ReasonForm = z.infer<typeof reasonSchema>;

type Open = 'confirm' | 'success' | 'error' | 'input' | 'timer' | null;

function Outcome({ children }: { children: string }) {
  return (
    <Text textStyle="sm" color="fg.muted" aria-live="polite">
      {children}
    </Text>
  );
}

export default function AppsSweetAlertsPage() {
  const [open, setOpen] = useState<Open>(null);
  const [outcome, setOutcome] = useState<Record<string, string>>({});
  const note = (key: string, text: string) => setOutcome((current) => ({ ...current, [key]: text }));
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ReasonForm>({ resolver: zodResolver(reasonSchema), defaultValues: { reason: '' } });
  const close = () => setOpen(null);

  return (
    <>
      <PageHeader
        title="Alert dialogs"
        description="Confirmation, success, error, input and timed messages, all built on the app's dialog."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Confirmation"
          description="Asks before something that cannot be undone. Focus starts on Cancel."
        >
          <Stack gap="2" align="flex-start">
            <Button colorPalette="red" variant="outline" onClick={() => setOpen('confirm')}>
              Delete quotation QT-2290
            </Button>
            <Outcome>{outcome['confirm'] ?? 'Nothing decided yet.'}</Outcome>
          </Stack>
        </DemoSection>
        <DemoSection title="Success" description="Tells the user a task finished and what happens next.">
          <Stack gap="2" align="flex-start">
            <Button colorPalette="green" variant="outline" onClick={() => setOpen('success')}>
              Send the quotation
            </Button>
            <Outcome>{outcome['success'] ?? 'Not sent yet.'}</Outcome>
          </Stack>
        </DemoSection>
        <DemoSection title="Error" description="Says what went wrong and what to do about it.">
          <Stack gap="2" align="flex-start">
            <Button colorPalette="red" variant="outline" onClick={() => setOpen('error')}>
              Release the cutting plan
            </Button>
            <Outcome>{outcome['error'] ?? 'Not tried yet.'}</Outcome>
          </Stack>
        </DemoSection>
        <DemoSection title="Input" description="Asks for a value and validates it before closing.">
          <Stack gap="2" align="flex-start">
            <Button variant="outline" onClick={() => setOpen('input')}>
              Reject the design
            </Button>
            <Outcome>{outcome['input'] ?? 'No reason given yet.'}</Outcome>
          </Stack>
        </DemoSection>
        <DemoSection
          title="Timer"
          description="Closes by itself and shows the time left; OK closes it early."
        >
          <Stack gap="2" align="flex-start">
            <Button variant="outline" onClick={() => setOpen('timer')}>
              Save the cut list
            </Button>
            <Outcome>{outcome['timer'] ?? 'Not saved yet.'}</Outcome>
          </Stack>
        </DemoSection>
      </DemoGrid>

      <ConfirmDialog
        open={open === 'confirm'}
        onOpenChange={(next) => {
          if (!next && open === 'confirm') {
            setOpen(null);
            setOutcome((current) =>
              current['confirm'] === 'Quotation QT-2290 deleted.'
                ? current
                : { ...current, confirm: 'Kept QT-2290.' },
            );
          }
        }}
        title="Delete quotation QT-2290?"
        description="The quotation and its three versions are deleted. This cannot be undone."
        confirmLabel="Delete quotation"
        tone="danger"
        onConfirm={() => note('confirm', 'Quotation QT-2290 deleted.')}
      />
      <MessageDialog
        open={open === 'success'}
        onOpenChange={(next) => {
          if (!next) {
            close();
            note('success', 'Quotation QT-2311 sent to Anita Sharma.');
          }
        }}
        tone="success"
        title="Quotation sent"
        description="QT-2311 was emailed to Anita Sharma. You will be told when she opens it."
      />
      <MessageDialog
        open={open === 'error'}
        onOpenChange={(next) => {
          if (!next) {
            close();
            note('error', 'Cutting plan not released: stock too low.');
          }
        }}
        tone="error"
        title="Cutting plan not released"
        description="Only 9 sheets of 18 mm HDHMR are in stock; the plan needs 14. Order stock or change the material."
        closeLabel="Understood"
      />
      <MessageDialog
        open={open === 'input'}
        onOpenChange={(next) => {
          if (!next) {
            close();
            reset();
          }
        }}
        tone="warning"
        title="Reject the design?"
        description="The designer sees your reason with the rejected design."
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => {
                close();
                reset();
              }}
            >
              Cancel
            </Button>
            <Button type="submit" form="reject-design-form" colorPalette="brand">
              Reject design
            </Button>
          </>
        }
      >
        <form
          id="reject-design-form"
          noValidate
          style={{ width: '100%', textAlign: 'start' }}
          onSubmit={handleSubmit((values) => {
            note('input', `Design rejected: ${values.reason.trim()}`);
            close();
            reset();
          })}
        >
          <Field.Root invalid={Boolean(errors.reason)}>
            <Field.Label>Reason</Field.Label>
            <Textarea rows={3} {...register('reason')} />
            <Field.ErrorText>{errors.reason?.message}</Field.ErrorText>
          </Field.Root>
        </form>
      </MessageDialog>
      <MessageDialog
        open={open === 'timer'}
        onOpenChange={(next) => {
          if (!next) {
            close();
            note('timer', 'Cut list saved.');
          }
        }}
        tone="info"
        title="Cut list saved"
        description="ORD-1042 cut list saved to the file manager."
        autoCloseMs={5000}
      />
    </>
  );
}
