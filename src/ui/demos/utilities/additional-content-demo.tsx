import {
  Button,
  ButtonGroup,
  Circle,
  Flex,
  Clipboard,
  Code,
  HStack,
  IconButton,
  Kbd,
  QrCode,
  SimpleGrid,
  Stack,
  Stat,
  Table,
  Text,
  Timeline,
} from '@chakra-ui/react';
import { Check, Factory, FileCheck2, PackageCheck, Truck } from 'lucide-react';
import { useState } from 'react';
import { DemoGrid, DemoSection, EmptyState, PageHeader } from '@/ui';

const RECCE_STAGES = [
  { title: 'Details', description: 'Client and site' },
  { title: 'Environment', description: 'Outside and inside' },
  { title: 'Spaces', description: 'Rooms and measures' },
  { title: 'Layout', description: 'Sketches and photos' },
];

const ORDER_HISTORY = [
  { icon: <FileCheck2 />, title: 'Quotation approved', when: '18 Nov, 11:20', by: 'Priya Sharma (client)' },
  { icon: <Factory />, title: 'In production', when: '20 Nov, 09:05', by: 'Workshop, Pune' },
  { icon: <PackageCheck />, title: 'Packed', when: '27 Nov, 16:40', by: 'Dispatch' },
  { icon: <Truck />, title: 'Out for delivery', when: '28 Nov, 08:15', by: 'Transport' },
];

/** `together` keys are held at once; otherwise they are pressed one after the other. */
const SHORTCUTS = [
  { keys: ['Ctrl', 'K'], together: true, action: 'Search everything' },
  { keys: ['N', 'L'], together: false, action: 'New lead' },
  { keys: ['Alt', 'T'], together: true, action: 'Go to notifications' },
];

/** Additional content: steps, a timeline, stats, copy to clipboard, a QR code, keyboard shortcuts and an empty state. */
export function AdditionalContentDemo() {
  const [step, setStep] = useState(0);
  return (
    <>
      <PageHeader title="Additional content" description="Building blocks for richer pages." />
      <DemoGrid>
        <DemoSection
          title="Steps"
          description="The stages of a site survey; Next and Back move through them."
        >
          {/*
            An ordered list with aria-current="step" rather than Chakra's Steps, whose tablist holds items
            that are not tabs (axe: aria-required-children).
          */}
          <Stack gap="4">
            <Flex as="ol" aria-label="Site survey stages" gap="2" listStyleType="none" wrap="wrap">
              {RECCE_STAGES.map((stage, index) => {
                const state = index < step ? 'done' : index === step ? 'current' : 'upcoming';
                return (
                  <HStack
                    as="li"
                    key={stage.title}
                    gap="2"
                    aria-current={state === 'current' ? 'step' : undefined}
                    flex="1"
                    minW="36"
                  >
                    <Circle
                      size="7"
                      flexShrink={0}
                      textStyle="xs"
                      fontWeight="semibold"
                      borderWidth="2px"
                      borderColor={state === 'upcoming' ? 'border.emphasized' : 'brand.solid'}
                      bg={state === 'upcoming' ? 'transparent' : 'brand.solid'}
                      color={state === 'upcoming' ? 'fg.muted' : 'brand.contrast'}
                    >
                      {state === 'done' ? <Check size={14} role="img" aria-label="done" /> : index + 1}
                    </Circle>
                    <Stack gap="0" minW="0">
                      <Text textStyle="sm" fontWeight={state === 'current' ? 'semibold' : 'medium'}>
                        {stage.title}
                      </Text>
                      <Text textStyle="xs" color="fg.muted">
                        {stage.description}
                      </Text>
                    </Stack>
                  </HStack>
                );
              })}
            </Flex>
            <Text textStyle="sm" aria-live="polite">
              {step < RECCE_STAGES.length
                ? `Stage ${step + 1} of ${RECCE_STAGES.length}: ${RECCE_STAGES[step]?.title.toLowerCase()} (${RECCE_STAGES[step]?.description.toLowerCase()}).`
                : 'All stages done: the survey is ready for design.'}
            </Text>
            <ButtonGroup size="sm" variant="outline">
              <Button disabled={step === 0} onClick={() => setStep((current) => Math.max(0, current - 1))}>
                Back
              </Button>
              <Button
                disabled={step === RECCE_STAGES.length}
                onClick={() => setStep((current) => Math.min(RECCE_STAGES.length, current + 1))}
              >
                Next
              </Button>
            </ButtonGroup>
          </Stack>
        </DemoSection>

        <DemoSection title="Timeline" description="What happened to order O-2026-0087.">
          <Timeline.Root size="sm" variant="subtle" colorPalette="brand">
            {ORDER_HISTORY.map((event) => (
              <Timeline.Item key={event.title}>
                <Timeline.Connector>
                  <Timeline.Separator />
                  <Timeline.Indicator>{event.icon}</Timeline.Indicator>
                </Timeline.Connector>
                <Timeline.Content>
                  <Timeline.Title>{event.title}</Timeline.Title>
                  <Timeline.Description>
                    {event.when} · {event.by}
                  </Timeline.Description>
                </Timeline.Content>
              </Timeline.Item>
            ))}
          </Timeline.Root>
        </DemoSection>

        <DemoSection title="Stats">
          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="4">
            <Stat.Root borderWidth="1px" p="4" rounded="l2">
              <Stat.Label>Open leads</Stat.Label>
              <Stat.ValueText>124</Stat.ValueText>
              <Stat.HelpText as="dd">
                <Stat.UpIndicator /> 8 this week
              </Stat.HelpText>
            </Stat.Root>
            <Stat.Root borderWidth="1px" p="4" rounded="l2">
              <Stat.Label>Sheet yield</Stat.Label>
              <Stat.ValueText>
                91.4 <Stat.ValueUnit>%</Stat.ValueUnit>
              </Stat.ValueText>
            </Stat.Root>
            <Stat.Root borderWidth="1px" p="4" rounded="l2">
              <Stat.Label>Payments pending</Stat.Label>
              <Stat.ValueText>₹ 4.6 L</Stat.ValueText>
              <Stat.HelpText as="dd">
                <Stat.DownIndicator /> 12% on last month
              </Stat.HelpText>
            </Stat.Root>
          </SimpleGrid>
        </DemoSection>

        <DemoSection
          title="Copy and share"
          description="Copy the company's GSTIN, or scan the quotation's link."
        >
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" alignItems="center">
            <Clipboard.Root value="27AABCA1234F1Z5">
              <Clipboard.Label textStyle="sm" fontWeight="medium">
                GSTIN
              </Clipboard.Label>
              <HStack mt="1">
                <Code size="lg">
                  <Clipboard.ValueText />
                </Code>
                <Clipboard.Trigger asChild>
                  <IconButton variant="outline" size="xs" aria-label="Copy GSTIN">
                    <Clipboard.Indicator copied={<Check />} />
                  </IconButton>
                </Clipboard.Trigger>
              </HStack>
            </Clipboard.Root>
            <HStack gap="4">
              <QrCode.Root
                value="https://fpw.example/quotations/Q-2026-0142"
                size="sm"
                aria-label="QR code for quotation Q-2026-0142"
                role="img"
              >
                <QrCode.Frame>
                  <QrCode.Pattern />
                </QrCode.Frame>
              </QrCode.Root>
              <Text textStyle="sm">Scan to open quotation Q-2026-0142 on a phone.</Text>
            </HStack>
          </SimpleGrid>
        </DemoSection>

        <DemoSection title="Keyboard shortcuts">
          <Table.Root size="sm" aria-label="Keyboard shortcuts" maxW="md">
            <Table.Body>
              {SHORTCUTS.map((shortcut) => (
                <Table.Row key={shortcut.action}>
                  <Table.Cell>
                    <HStack gap="1">
                      {shortcut.keys.map((key, index) => (
                        <HStack key={key} gap="1">
                          {index > 0 && <Text textStyle="xs">{shortcut.together ? '+' : 'then'}</Text>}
                          <Kbd>{key}</Kbd>
                        </HStack>
                      ))}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{shortcut.action}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </DemoSection>

        <DemoSection title="Empty state">
          <EmptyState
            title="No site surveys yet"
            description="Book a recce from the project page to start measuring."
            actions={
              <Button size="sm" colorPalette="brand">
                Book a site survey
              </Button>
            }
          />
        </DemoSection>
      </DemoGrid>
    </>
  );
}
