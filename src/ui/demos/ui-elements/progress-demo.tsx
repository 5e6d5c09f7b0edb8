import { AbsoluteCenter, HStack, Progress, ProgressCircle, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const SIZES = ['xs', 'sm', 'md', 'lg', 'xl'] as const;

/** Progress: linear and circular, determinate and indeterminate, sizes, stripes and labels. */
export function ProgressDemo() {
  return (
    <>
      <PageHeader title="Progress" description="How far along a job is, or that it is under way." />
      <DemoGrid columns={2}>
        <DemoSection title="Linear with label and value">
          <Stack gap="4">
            {[
              { label: 'Parts cut', value: 64, palette: 'brand' },
              { label: 'Edge banding', value: 38, palette: 'blue' },
              { label: 'Payment received', value: 80, palette: 'green' },
            ].map((item) => (
              <Progress.Root key={item.label} value={item.value} colorPalette={item.palette}>
                <HStack justify="space-between" mb="1">
                  <Progress.Label textStyle="sm">{item.label}</Progress.Label>
                  <Progress.ValueText textStyle="sm" />
                </HStack>
                <Progress.Track aria-label={item.label}>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection title="Sizes, shapes and stripes">
          <Stack gap="3">
            {SIZES.map((size) => (
              <Progress.Root key={size} value={55} size={size} colorPalette="brand">
                <Progress.Track aria-label={`Order progress, size ${size}`}>
                  <Progress.Range />
                </Progress.Track>
              </Progress.Root>
            ))}
            <Progress.Root value={70} striped animated shape="square" colorPalette="purple">
              <Progress.Track aria-label="Upload of site photos">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
          </Stack>
        </DemoSection>

        <DemoSection
          title="Indeterminate"
          description="When the end cannot be known yet: the optimizer is still searching."
        >
          <Stack gap="4">
            <Progress.Root value={null} colorPalette="brand">
              <Progress.Label textStyle="sm" mb="1">
                Optimizing the cutting plan
              </Progress.Label>
              <Progress.Track aria-label="Optimizing the cutting plan">
                <Progress.Range />
              </Progress.Track>
            </Progress.Root>
            <HStack gap="3">
              <ProgressCircle.Root value={null} size="sm" colorPalette="brand">
                <ProgressCircle.Circle aria-label="Syncing stock">
                  <ProgressCircle.Track />
                  <ProgressCircle.Range />
                </ProgressCircle.Circle>
              </ProgressCircle.Root>
              <Text textStyle="sm">Syncing stock…</Text>
            </HStack>
          </Stack>
        </DemoSection>

        <DemoSection title="Circular">
          <SimpleGrid columns={{ base: 3, sm: 5 }} gap="4" alignItems="center" justifyItems="center">
            {SIZES.map((size, index) => (
              <ProgressCircle.Root key={size} value={20 + index * 18} size={size} colorPalette="brand">
                <ProgressCircle.Circle aria-label={`Design stage, size ${size}`}>
                  <ProgressCircle.Track />
                  <ProgressCircle.Range />
                </ProgressCircle.Circle>
              </ProgressCircle.Root>
            ))}
          </SimpleGrid>
          <HStack gap="6" mt="6" wrap="wrap">
            {[
              { label: 'Recce', value: 100 },
              { label: 'Design', value: 75 },
              { label: 'Production', value: 30 },
            ].map((stage) => (
              <Stack key={stage.label} align="center" gap="1">
                <ProgressCircle.Root value={stage.value} size="lg" colorPalette="brand">
                  <ProgressCircle.Circle aria-label={`${stage.label} stage`}>
                    <ProgressCircle.Track />
                    <ProgressCircle.Range strokeLinecap="round" />
                  </ProgressCircle.Circle>
                  <AbsoluteCenter>
                    <ProgressCircle.ValueText />
                  </AbsoluteCenter>
                </ProgressCircle.Root>
                <Text textStyle="xs" color="fg.muted">
                  {stage.label}
                </Text>
              </Stack>
            ))}
          </HStack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
