import {
  Button,
  CheckboxGroup,
  Checkbox,
  CloseButton,
  Drawer,
  Field,
  Input,
  NativeSelect,
  Portal,
  Stack,
  Text,
  Wrap,
} from '@chakra-ui/react';
import { useState } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const PLACEMENTS = [
  { placement: 'start', label: 'From the start' },
  { placement: 'end', label: 'From the end' },
  { placement: 'top', label: 'From the top' },
  { placement: 'bottom', label: 'From the bottom' },
] as const;

const SOURCES = ['Website', 'Referral', 'Walk-in', 'Instagram'];

/** Offcanvas drawers from each side, in sizes, and a filter drawer whose choices apply on close. */
export function OffcanvasDemo() {
  const [sources, setSources] = useState<string[]>(['Website']);
  const [applied, setApplied] = useState<string[]>(['Website']);
  const [stage, setStage] = useState('any');

  return (
    <>
      <PageHeader
        title="Offcanvas"
        description="Panels that slide in from an edge for secondary tasks, keeping the page behind."
      />
      <DemoGrid>
        <DemoSection title="Placements" description="Each drawer returns focus to its button when closed.">
          <Wrap gap="2">
            {PLACEMENTS.map(({ placement, label }) => (
              <Drawer.Root key={placement} placement={placement} lazyMount unmountOnExit>
                <Drawer.Trigger asChild>
                  <Button variant="outline" size="sm">
                    {label}
                  </Button>
                </Drawer.Trigger>
                <Portal>
                  <Drawer.Backdrop />
                  <Drawer.Positioner>
                    <Drawer.Content>
                      <Drawer.Header>
                        <Drawer.Title>Notifications ({placement})</Drawer.Title>
                      </Drawer.Header>
                      <Drawer.Body>
                        <Stack gap="3" textStyle="sm">
                          <Text>Quotation Q-2026-0142 approved by Priya Sharma.</Text>
                          <Text>Edge band 2 mm white PVC below reorder level.</Text>
                          <Text>Site survey at the Mehta villa tomorrow, 11:00.</Text>
                        </Stack>
                      </Drawer.Body>
                      <Drawer.Footer>
                        <Drawer.ActionTrigger asChild>
                          <Button variant="outline">Close</Button>
                        </Drawer.ActionTrigger>
                      </Drawer.Footer>
                      <Drawer.CloseTrigger asChild>
                        <CloseButton size="sm" aria-label="Close drawer" />
                      </Drawer.CloseTrigger>
                    </Drawer.Content>
                  </Drawer.Positioner>
                </Portal>
              </Drawer.Root>
            ))}
          </Wrap>
        </DemoSection>

        <DemoSection title="Sizes">
          <Wrap gap="2">
            {(['xs', 'sm', 'md', 'lg', 'full'] as const).map((size) => (
              <Drawer.Root key={size} size={size} lazyMount unmountOnExit>
                <Drawer.Trigger asChild>
                  <Button variant="outline" size="sm">
                    Size {size}
                  </Button>
                </Drawer.Trigger>
                <Portal>
                  <Drawer.Backdrop />
                  <Drawer.Positioner>
                    <Drawer.Content>
                      <Drawer.Header>
                        <Drawer.Title>Drawer, size {size}</Drawer.Title>
                      </Drawer.Header>
                      <Drawer.Body>
                        <Text textStyle="sm">On phones every size takes the full width.</Text>
                      </Drawer.Body>
                      <Drawer.CloseTrigger asChild>
                        <CloseButton size="sm" aria-label="Close drawer" />
                      </Drawer.CloseTrigger>
                    </Drawer.Content>
                  </Drawer.Positioner>
                </Portal>
              </Drawer.Root>
            ))}
          </Wrap>
        </DemoSection>

        <DemoSection
          title="Filter drawer"
          description="Choices apply when the user presses Apply; closing otherwise keeps the old filter."
        >
          <Stack gap="2" align="start">
            <Drawer.Root
              lazyMount
              unmountOnExit
              placement="end"
              onOpenChange={(details) => details.open && setSources(applied)}
            >
              <Drawer.Trigger asChild>
                <Button size="sm" colorPalette="brand">
                  Filter leads
                </Button>
              </Drawer.Trigger>
              <Portal>
                <Drawer.Backdrop />
                <Drawer.Positioner>
                  <Drawer.Content>
                    <Drawer.Header>
                      <Drawer.Title>Filter leads</Drawer.Title>
                    </Drawer.Header>
                    <Drawer.Body>
                      <Stack gap="5">
                        <CheckboxGroup value={sources} onValueChange={setSources} aria-label="Lead source">
                          <Text textStyle="sm" fontWeight="medium" mb="1">
                            Source
                          </Text>
                          {SOURCES.map((source) => (
                            <Checkbox.Root key={source} value={source} size="sm">
                              <Checkbox.HiddenInput />
                              <Checkbox.Control />
                              <Checkbox.Label>{source}</Checkbox.Label>
                            </Checkbox.Root>
                          ))}
                        </CheckboxGroup>
                        <Field.Root>
                          <Field.Label>Stage</Field.Label>
                          <NativeSelect.Root size="sm">
                            <NativeSelect.Field
                              value={stage}
                              onChange={(event) => setStage(event.target.value)}
                            >
                              <option value="any">Any stage</option>
                              <option value="new">New</option>
                              <option value="site-visit">Site visit</option>
                              <option value="negotiation">Negotiation</option>
                            </NativeSelect.Field>
                            <NativeSelect.Indicator />
                          </NativeSelect.Root>
                        </Field.Root>
                        <Field.Root>
                          <Field.Label>City</Field.Label>
                          <Input size="sm" placeholder="e.g. Pune" _placeholder={{ color: 'fg.muted' }} />
                        </Field.Root>
                      </Stack>
                    </Drawer.Body>
                    <Drawer.Footer>
                      <Drawer.ActionTrigger asChild>
                        <Button variant="outline">Cancel</Button>
                      </Drawer.ActionTrigger>
                      <Drawer.ActionTrigger asChild>
                        <Button colorPalette="brand" onClick={() => setApplied(sources)}>
                          Apply
                        </Button>
                      </Drawer.ActionTrigger>
                    </Drawer.Footer>
                    <Drawer.CloseTrigger asChild>
                      <CloseButton size="sm" aria-label="Close filters" />
                    </Drawer.CloseTrigger>
                  </Drawer.Content>
                </Drawer.Positioner>
              </Portal>
            </Drawer.Root>
            <Text textStyle="sm" data-testid="lead-filter">
              Sources: {applied.length > 0 ? applied.join(', ') : 'all'}
            </Text>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
