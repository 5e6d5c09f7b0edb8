import { Box, Button, Card, HStack, Spinner, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { DemoGrid, DemoSection, LoadingState, PageHeader } from '@/ui';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Spinners: sizes, colours, speeds, inside buttons and over content; each announces what is loading. */
export function SpinnersDemo() {
  return (
    <>
      <PageHeader
        title="Spinners"
        description="Work in progress of unknown length. Always say what is loading."
      />
      <DemoGrid columns={2}>
        <DemoSection title="Sizes">
          <HStack gap="5" align="center" role="status">
            {SIZES.map((size) => (
              <Spinner key={size} size={size} color="brand.solid" />
            ))}
            <VisuallyHidden>Loading the sizes example</VisuallyHidden>
          </HStack>
        </DemoSection>

        <DemoSection title="Colours, tracks and speeds">
          <HStack gap="5" role="status" wrap="wrap">
            <Spinner color="blue.solid" />
            <Spinner color="purple.solid" borderWidth="4px" />
            <Spinner color="brand.solid" css={{ '--spinner-track-color': 'colors.border' }} />
            <Spinner color="red.solid" animationDuration="1.2s" />
            <Spinner color="fg.muted" animationDuration="0.4s" />
            <VisuallyHidden>Loading the colours example</VisuallyHidden>
          </HStack>
        </DemoSection>

        <DemoSection title="With text and in buttons">
          <Stack gap="4" align="start">
            <HStack gap="2" role="status">
              <Spinner size="sm" color="brand.solid" />
              <Text textStyle="sm">Loading leads…</Text>
            </HStack>
            <HStack gap="3" wrap="wrap">
              <Button loading loadingText="Generating PDF" colorPalette="brand">
                Generate PDF
              </Button>
              <Button variant="outline" disabled>
                <Spinner size="xs" /> Syncing
              </Button>
            </HStack>
          </Stack>
        </DemoSection>

        <DemoSection
          title="Over content"
          description="The content stays in place, dimmed, while it refreshes."
        >
          <Card.Root variant="outline" position="relative" aria-busy="true">
            <Card.Body gap="1" opacity={0.4}>
              <Text fontWeight="medium">Stock on hand</Text>
              <Text textStyle="sm">46 sheets of 18 mm MDF · 8 sheets of 12 mm plywood</Text>
            </Card.Body>
            <Box position="absolute" inset="0" display="grid" placeItems="center" role="status">
              <Spinner color="brand.solid" />
              <VisuallyHidden>Refreshing stock on hand</VisuallyHidden>
            </Box>
          </Card.Root>
        </DemoSection>

        <DemoSection title="Loading state" description="The app's full-area loading state.">
          <LoadingState label="Loading cutting plans" />
        </DemoSection>
      </DemoGrid>
    </>
  );
}
