import { Alert, Button, CloseButton, HStack, Link, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const STATUSES = [
  {
    status: 'info',
    title: 'Site survey booked',
    description: 'The recce for Sharma residence is on Friday at 11:00.',
  },
  { status: 'success', title: 'Quotation approved', description: 'Q-2026-0142 was approved by the client.' },
  {
    status: 'warning',
    title: 'Edge band running low',
    description: '2 mm white PVC edge band is below its reorder level.',
  },
  {
    status: 'error',
    title: 'Cutting plan failed',
    description: 'Two parts are larger than the 2440 × 1220 mm sheet.',
  },
  { status: 'neutral', title: 'Draft saved', description: 'Your BOQ changes are saved as a draft.' },
] as const;

const VARIANTS = ['subtle', 'surface', 'outline'] as const;

/** Alerts: every status and variant, alerts the user can close, and alerts that carry their own actions. */
export function AlertsDemo() {
  const [dismissed, setDismissed] = useState<string[]>([]);
  const closable = [
    {
      id: 'gst',
      status: 'info' as const,
      title: 'GST rates updated',
      description: 'Edge bands now use the 18% rate.',
    },
    {
      id: 'stock',
      status: 'warning' as const,
      title: 'Stock count due',
      description: 'Count the 18 mm MDF panels this week.',
    },
  ].filter((alert) => !dismissed.includes(alert.id));

  return (
    <>
      <PageHeader
        title="Alerts"
        description="Short, important messages about the work in hand, in every status."
      />
      <DemoGrid>
        <DemoSection
          title="Statuses"
          description="One alert per status; the icon and colour follow the status."
        >
          <Stack gap="3">
            {STATUSES.map((alert) => (
              <Alert.Root key={alert.status} status={alert.status}>
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{alert.title}</Alert.Title>
                  <Alert.Description>{alert.description}</Alert.Description>
                </Alert.Content>
              </Alert.Root>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection
          title="Variants"
          description="Subtle, surface, outline and solid styles of the same message."
        >
          <Stack gap="3">
            {VARIANTS.map((variant) => (
              <Alert.Root key={variant} status="info" variant={variant}>
                <Alert.Indicator />
                <Alert.Title>{`${variant[0]?.toUpperCase()}${variant.slice(1)}: panel prices were revised on 1 November.`}</Alert.Title>
              </Alert.Root>
            ))}
            {/* Solid only on palettes whose solid colour keeps 4.5:1 with its text (see the Colors page). */}
            <Alert.Root status="info" variant="solid">
              <Alert.Indicator />
              <Alert.Title>Solid: panel prices were revised on 1 November.</Alert.Title>
            </Alert.Root>
            <Alert.Root status="error" variant="solid">
              <Alert.Indicator />
              <Alert.Title>Solid: the optimizer could not place 2 parts.</Alert.Title>
            </Alert.Root>
          </Stack>
        </DemoSection>

        <DemoSection
          title="Closable"
          description="The close button removes the alert; the rest of the page stays put."
        >
          <Stack gap="3">
            {closable.map((alert) => (
              <Alert.Root key={alert.id} status={alert.status}>
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>{alert.title}</Alert.Title>
                  <Alert.Description>{alert.description}</Alert.Description>
                </Alert.Content>
                <CloseButton
                  size="sm"
                  pos="relative"
                  top="-2"
                  insetEnd="-2"
                  aria-label={`Dismiss: ${alert.title}`}
                  onClick={() => setDismissed((ids) => [...ids, alert.id])}
                />
              </Alert.Root>
            ))}
            {closable.length === 0 && (
              <Button alignSelf="start" size="sm" variant="outline" onClick={() => setDismissed([])}>
                Show the alerts again
              </Button>
            )}
          </Stack>
        </DemoSection>

        <DemoSection
          title="With actions and links"
          description="An alert can lead straight to what fixes it."
        >
          <Stack gap="3">
            <Alert.Root status="warning" alignItems={{ base: 'start', md: 'center' }}>
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Title>Quotation Q-2026-0139 expires in 2 days</Alert.Title>
                <Alert.Description>
                  Extend its validity or{' '}
                  <Link
                    href="#quotation-terms"
                    textDecoration="underline"
                    fontWeight="medium"
                    color="inherit"
                  >
                    review the terms
                  </Link>{' '}
                  with the client.
                </Alert.Description>
              </Alert.Content>
              <HStack flexShrink={0} display={{ base: 'none', md: 'flex' }}>
                <Button size="sm" variant="outline" colorPalette="orange">
                  Remind me
                </Button>
                <Button size="sm" colorPalette="gray">
                  Extend by 15 days
                </Button>
              </HStack>
            </Alert.Root>
            <Alert.Root status="error">
              <Alert.Indicator />
              <Alert.Content gap="3">
                <Stack gap="1">
                  <Alert.Title>Order O-2026-0087 could not be synced</Alert.Title>
                  <Alert.Description>The shipping address has no PIN code.</Alert.Description>
                </Stack>
                <HStack wrap="wrap">
                  <Button size="xs" colorPalette="red">
                    Add PIN code
                  </Button>
                  <Button size="xs" variant="ghost" colorPalette="red">
                    Try again
                  </Button>
                </HStack>
              </Alert.Content>
            </Alert.Root>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
