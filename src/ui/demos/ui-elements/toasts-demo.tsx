import { Button, Code, Stack, Text, Wrap } from '@chakra-ui/react';
import { DemoGrid, DemoSection, PageHeader, TOAST_DURATION_MS, TOAST_PLACEMENT, toaster } from '@/ui';

const STATUS_TOASTS = [
  {
    type: 'success',
    label: 'Success',
    title: 'Quotation approved',
    description: 'Q-2026-0142 moves to orders.',
  },
  {
    type: 'error',
    label: 'Error',
    title: 'Could not save the BOQ',
    description: 'The rate of item 14 is missing.',
  },
  {
    type: 'warning',
    label: 'Warning',
    title: 'Edge band running low',
    description: '3 rolls of 2 mm white PVC left.',
  },
  {
    type: 'info',
    label: 'Info',
    title: 'Site survey booked',
    description: 'Friday 11:00 at the Sharma residence.',
  },
] as const;

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Toasts through the app's one toaster: every status, loading that resolves, actions and closable toasts. */
export function ToastsDemo() {
  return (
    <>
      <PageHeader
        title="Toasts"
        description="Brief messages about something that just happened. They appear top right and leave after 3 seconds."
      />
      <DemoGrid>
        <DemoSection
          title="Statuses"
          description={
            <>
              Every toast goes through the one <Code>toaster</Code>: placement <Code>{TOAST_PLACEMENT}</Code>,
              duration {TOAST_DURATION_MS} ms.
            </>
          }
        >
          <Wrap gap="3">
            {STATUS_TOASTS.map((toast) => (
              <Button
                key={toast.type}
                size="sm"
                variant="outline"
                onClick={() =>
                  toaster.create({ type: toast.type, title: toast.title, description: toast.description })
                }
              >
                {toast.label} toast
              </Button>
            ))}
          </Wrap>
        </DemoSection>

        <DemoSection
          title="Loading that resolves"
          description="A promise shows a loading toast, then its outcome."
        >
          <Wrap gap="3">
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                toaster.promise(wait(1200), {
                  loading: { title: 'Optimizing cutting plan…', description: '42 parts on 18 mm MDF' },
                  success: { title: 'Cutting plan ready', description: '6 sheets, 91% yield' },
                  error: { title: 'Optimizer failed' },
                })
              }
            >
              Optimize with a loading toast
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() =>
                toaster.promise(
                  wait(1200).then(() => {
                    throw new Error('network');
                  }),
                  {
                    loading: { title: 'Sending quotation…' },
                    success: { title: 'Quotation sent' },
                    error: {
                      title: 'Could not send the quotation',
                      description: 'Check the connection and try again.',
                    },
                  },
                )
              }
            >
              Send, and fail
            </Button>
          </Wrap>
        </DemoSection>

        <DemoSection
          title="Actions and closing"
          description="An undo action for cheap, reversible edits; a close button."
        >
          <Stack gap="3" align="start">
            <Wrap gap="3">
              <Button
                size="sm"
                variant="outline"
                onClick={() =>
                  toaster.create({
                    type: 'info',
                    title: 'Deal moved to Negotiation',
                    action: {
                      label: 'Undo',
                      onClick: () => toaster.create({ type: 'info', title: 'Deal moved back to Proposal' }),
                    },
                  })
                }
              >
                Toast with undo
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => toaster.create({ type: 'success', title: 'Stock adjusted', closable: true })}
              >
                Closable toast
              </Button>
              <Button size="sm" variant="ghost" onClick={() => toaster.dismiss()}>
                Dismiss all
              </Button>
            </Wrap>
            <Text textStyle="xs" color="fg.muted">
              Hovering a toast pauses its timer; Alt+T moves focus to the toasts.
            </Text>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
