import {
  Avatar,
  Button,
  Field,
  HoverCard,
  HStack,
  Input,
  Link,
  Popover,
  Portal,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useRef, useState } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const PLACEMENTS = ['top', 'right', 'bottom', 'left'] as const;

/** Popovers: placements, rich content, a small form that returns focus, and a hover card. */
export function PopoversDemo() {
  const [quantity, setQuantity] = useState(12);
  const [draft, setDraft] = useState('12');
  const [open, setOpen] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);

  return (
    <>
      <PageHeader title="Popovers" description="Extra detail or a quick edit next to what it is about." />
      <DemoGrid columns={2}>
        <DemoSection title="Placements" description="The popover flips when there is no room on its side.">
          <Wrap gap="3">
            {PLACEMENTS.map((placement) => (
              <Popover.Root key={placement} positioning={{ placement }} lazyMount unmountOnExit>
                <Popover.Trigger asChild>
                  <Button size="sm" variant="outline">
                    {placement[0]?.toUpperCase() + placement.slice(1)}
                  </Button>
                </Popover.Trigger>
                <Portal>
                  <Popover.Positioner>
                    <Popover.Content maxW="xs">
                      <Popover.Arrow>
                        <Popover.ArrowTip />
                      </Popover.Arrow>
                      <Popover.Body>
                        <Popover.Title fontWeight="medium">Grain direction</Popover.Title>
                        <Text textStyle="sm" mt="1">
                          Placed on the {placement}: parts with a grain lock are never rotated by the
                          optimizer.
                        </Text>
                      </Popover.Body>
                    </Popover.Content>
                  </Popover.Positioner>
                </Portal>
              </Popover.Root>
            ))}
          </Wrap>
        </DemoSection>

        <DemoSection
          title="Quick edit"
          description="Focus moves into the field and returns to the button when the popover closes."
        >
          <HStack gap="3">
            <Text textStyle="sm" data-testid="hinge-quantity">
              Soft-close hinges: {quantity} pairs
            </Text>
            <Popover.Root
              open={open}
              onOpenChange={(details) => {
                setOpen(details.open);
                if (details.open) setDraft(String(quantity));
              }}
              initialFocusEl={() => inputRef.current}
              lazyMount
              unmountOnExit
            >
              <Popover.Trigger asChild>
                <Button size="xs" variant="outline">
                  Change quantity
                </Button>
              </Popover.Trigger>
              <Portal>
                <Popover.Positioner>
                  <Popover.Content maxW="2xs">
                    <Popover.Arrow>
                      <Popover.ArrowTip />
                    </Popover.Arrow>
                    <Popover.Body>
                      <Stack
                        as="form"
                        gap="3"
                        onSubmit={(event) => {
                          event.preventDefault();
                          const next = Number(draft);
                          if (Number.isInteger(next) && next > 0) {
                            setQuantity(next);
                            setOpen(false);
                          }
                        }}
                      >
                        <Popover.Title fontWeight="medium">Hinge quantity</Popover.Title>
                        <Field.Root invalid={!(Number.isInteger(Number(draft)) && Number(draft) > 0)}>
                          <Field.Label>Pairs</Field.Label>
                          <Input
                            ref={inputRef}
                            size="sm"
                            inputMode="numeric"
                            value={draft}
                            onChange={(event) => setDraft(event.target.value)}
                          />
                          <Field.ErrorText>Enter a whole number above 0.</Field.ErrorText>
                        </Field.Root>
                        <HStack justify="end">
                          <Popover.CloseTrigger asChild>
                            <Button size="xs" variant="ghost">
                              Cancel
                            </Button>
                          </Popover.CloseTrigger>
                          <Button size="xs" colorPalette="brand" type="submit">
                            Save
                          </Button>
                        </HStack>
                      </Stack>
                    </Popover.Body>
                  </Popover.Content>
                </Popover.Positioner>
              </Portal>
            </Popover.Root>
          </HStack>
        </DemoSection>

        <DemoSection
          title="Hover card"
          description="A preview of a client when the pointer rests on, or focus reaches, the link."
        >
          <Text textStyle="sm">
            Quotation for{' '}
            <HoverCard.Root openDelay={200} closeDelay={100} lazyMount unmountOnExit>
              <HoverCard.Trigger asChild>
                <Link href="#client-priya-sharma" textDecoration="underline" color="brand.fg">
                  Priya Sharma
                </Link>
              </HoverCard.Trigger>
              <Portal>
                <HoverCard.Positioner>
                  <HoverCard.Content maxW="xs">
                    <HoverCard.Arrow>
                      <HoverCard.ArrowTip />
                    </HoverCard.Arrow>
                    <HStack gap="3" align="start">
                      <Avatar.Root colorPalette="purple" size="sm">
                        <Avatar.Fallback name="Priya Sharma" />
                      </Avatar.Root>
                      <Stack gap="0.5">
                        <Text fontWeight="medium">Priya Sharma</Text>
                        <Text textStyle="xs" color="fg.muted">
                          Baner, Pune · client since 2024
                        </Text>
                        <Text textStyle="xs">2 projects · ₹ 6,80,000 billed</Text>
                      </Stack>
                    </HStack>
                  </HoverCard.Content>
                </HoverCard.Positioner>
              </Portal>
            </HoverCard.Root>{' '}
            is due on Friday.
          </Text>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
