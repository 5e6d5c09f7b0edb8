import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Text, Wrap } from '@chakra-ui/react';
import { useState, type ReactNode } from 'react';
import { ConfirmDialog, DemoGrid, DemoSection, PageHeader } from '@/ui';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl', 'full'] as const;

const TERMS = Array.from({ length: 14 }, (_, index) => ({
  title: `Clause ${index + 1}`,
  text: [
    'Prices are valid for 15 days from the date of the quotation.',
    '50% advance on order, 40% before dispatch, 10% after installation.',
    'Site must be ready with flooring and painting complete before installation.',
    'Any change in measurements after approval is charged as extra work.',
    'Laminate shades may vary slightly from the catalogue.',
    'Warranty covers manufacturing defects for 5 years; hardware carries the maker’s warranty.',
    'Delivery in 30 working days from the advance and final drawings.',
  ][index % 7],
}));

function DialogFrame({
  title,
  children,
  footer,
}: {
  title: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <Portal>
      <Dialog.Backdrop />
      <Dialog.Positioner>
        <Dialog.Content>
          <Dialog.Header>
            <Dialog.Title>{title}</Dialog.Title>
          </Dialog.Header>
          <Dialog.Body data-testid="dialog-body">{children}</Dialog.Body>
          <Dialog.Footer>
            {footer ?? (
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Close</Button>
              </Dialog.ActionTrigger>
            )}
          </Dialog.Footer>
          <Dialog.CloseTrigger asChild>
            <CloseButton size="sm" aria-label="Close dialog" />
          </Dialog.CloseTrigger>
        </Dialog.Content>
      </Dialog.Positioner>
    </Portal>
  );
}

/** Modals: sizes, scrolling inside or outside, a nested dialog, a form that keeps changes, a confirmation, and focus returning to the trigger. */
export function ModalsClosesDemo() {
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [deleted, setDeleted] = useState(false);
  const [clientName, setClientName] = useState('Priya Sharma');
  const [draftName, setDraftName] = useState(clientName);

  return (
    <>
      <PageHeader
        title="Modals"
        description="Dialogs that hold focus until closed, by the close button, Escape or the backdrop, and then give it back."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Basic"
          description="Focus moves into the dialog and back to this button when it closes."
        >
          <Dialog.Root lazyMount unmountOnExit>
            <Dialog.Trigger asChild>
              <Button variant="outline" size="sm">
                Open the site survey summary
              </Button>
            </Dialog.Trigger>
            <DialogFrame title="Site survey summary">
              <Text textStyle="sm">
                Six stages, four done. Living room and kitchen measured; photos uploaded on 12 Nov.
              </Text>
            </DialogFrame>
          </Dialog.Root>
        </DemoSection>

        <DemoSection title="Sizes">
          <Wrap gap="2">
            {SIZES.map((size) => (
              <Dialog.Root key={size} size={size} lazyMount unmountOnExit>
                <Dialog.Trigger asChild>
                  <Button variant="outline" size="sm">
                    Size {size}
                  </Button>
                </Dialog.Trigger>
                <DialogFrame title={`Dialog, size ${size}`}>
                  <Text textStyle="sm">The width follows the size; full covers the screen.</Text>
                </DialogFrame>
              </Dialog.Root>
            ))}
          </Wrap>
        </DemoSection>

        <DemoSection
          title="Scroll behaviour"
          description="Long content scrolls inside the body, or the whole dialog scrolls with the page."
        >
          <Wrap gap="2">
            {(['inside', 'outside'] as const).map((behaviour) => (
              <Dialog.Root key={behaviour} scrollBehavior={behaviour} lazyMount unmountOnExit>
                <Dialog.Trigger asChild>
                  <Button variant="outline" size="sm">
                    Terms, scroll {behaviour}
                  </Button>
                </Dialog.Trigger>
                <DialogFrame title={`Quotation terms (scroll ${behaviour})`}>
                  <Stack gap="3" tabIndex={0} role="region" aria-label="Quotation terms text">
                    {TERMS.map((clause) => (
                      <Text key={clause.title} textStyle="sm">
                        <strong>{clause.title}.</strong> {clause.text}
                      </Text>
                    ))}
                  </Stack>
                </DialogFrame>
              </Dialog.Root>
            ))}
          </Wrap>
        </DemoSection>

        <DemoSection
          title="Nested"
          description="A dialog opened from a dialog; Escape closes the top one only."
        >
          <Dialog.Root lazyMount unmountOnExit>
            <Dialog.Trigger asChild>
              <Button variant="outline" size="sm">
                Open order O-2026-0087
              </Button>
            </Dialog.Trigger>
            <DialogFrame
              title="Order O-2026-0087"
              footer={
                <>
                  <Dialog.Root lazyMount unmountOnExit size="sm">
                    <Dialog.Trigger asChild>
                      <Button colorPalette="brand">Shipping address</Button>
                    </Dialog.Trigger>
                    <DialogFrame title="Shipping address">
                      <Text textStyle="sm">Flat 402, Sunshine Heights, Baner, Pune 411045</Text>
                    </DialogFrame>
                  </Dialog.Root>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Close</Button>
                  </Dialog.ActionTrigger>
                </>
              }
            >
              <Text textStyle="sm">42 parts, 6 sheets of 18 mm MDF, dispatch on 28 Nov.</Text>
            </DialogFrame>
          </Dialog.Root>
        </DemoSection>

        <DemoSection
          title="Form"
          description="Save keeps the change; Cancel, Escape and the backdrop throw it away."
        >
          <Stack gap="2" align="start">
            <Text textStyle="sm" data-testid="client-name">
              Client: {clientName}
            </Text>
            <Dialog.Root
              lazyMount
              unmountOnExit
              onOpenChange={(details) => details.open && setDraftName(clientName)}
            >
              <Dialog.Trigger asChild>
                <Button variant="outline" size="sm">
                  Edit client
                </Button>
              </Dialog.Trigger>
              <DialogFrame
                title="Edit client"
                footer={
                  <>
                    <Dialog.ActionTrigger asChild>
                      <Button variant="outline">Cancel</Button>
                    </Dialog.ActionTrigger>
                    <Dialog.ActionTrigger asChild>
                      <Button
                        colorPalette="brand"
                        onClick={() => setClientName(draftName.trim() || clientName)}
                      >
                        Save
                      </Button>
                    </Dialog.ActionTrigger>
                  </>
                }
              >
                <Field.Root>
                  <Field.Label>Client name</Field.Label>
                  <Input value={draftName} onChange={(event) => setDraftName(event.target.value)} />
                </Field.Root>
              </DialogFrame>
            </Dialog.Root>
          </Stack>
        </DemoSection>

        <DemoSection
          title="Confirmation"
          description="An alert dialog for actions that cannot be undone; focus starts on Cancel."
        >
          <Stack gap="2" align="start">
            <Button
              colorPalette="red"
              variant="outline"
              size="sm"
              onClick={() => setConfirmOpen(true)}
              disabled={deleted}
            >
              Delete draft quotation
            </Button>
            <Text textStyle="sm" role="status">
              {deleted ? 'Draft Q-2026-0150 deleted.' : 'Draft Q-2026-0150 is kept.'}
            </Text>
          </Stack>
          <ConfirmDialog
            open={confirmOpen}
            onOpenChange={setConfirmOpen}
            title="Delete draft quotation?"
            description="Draft Q-2026-0150 and its 18 BOQ lines will be removed. This cannot be undone."
            confirmLabel="Delete draft"
            tone="danger"
            onConfirm={() => setDeleted(true)}
          />
        </DemoSection>
      </DemoGrid>
    </>
  );
}
