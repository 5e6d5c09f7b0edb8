import { Button, HStack, IconButton, Kbd, Text, Wrap } from '@chakra-ui/react';
import { Info, Printer, Ruler } from 'lucide-react';
import { DemoGrid, DemoSection, PageHeader, Tooltip } from '@/ui';

const PLACEMENTS = ['top', 'right', 'bottom', 'left'] as const;

/** Tooltips: placements, arrows, icon buttons, disabled controls, rich content; shown on hover and on keyboard focus. */
export function TooltipsDemo() {
  return (
    <>
      <PageHeader
        title="Tooltips"
        description="Short hints on hover and on keyboard focus. Never the only place for essential information."
      />
      <DemoGrid columns={2}>
        <DemoSection title="Placements with arrows">
          <Wrap gap="3">
            {PLACEMENTS.map((placement) => (
              <Tooltip
                key={placement}
                content={`Tooltip on the ${placement}`}
                positioning={{ placement }}
                showArrow
              >
                <Button size="sm" variant="outline">
                  {placement[0]?.toUpperCase() + placement.slice(1)}
                </Button>
              </Tooltip>
            ))}
          </Wrap>
        </DemoSection>

        <DemoSection
          title="Icon buttons"
          description="The tooltip repeats the button's accessible name for sighted users."
        >
          <HStack gap="3">
            <Tooltip content="Print part labels">
              <IconButton aria-label="Print part labels" variant="outline">
                <Printer />
              </IconButton>
            </Tooltip>
            <Tooltip content="Measure tool">
              <IconButton aria-label="Measure tool" variant="subtle">
                <Ruler />
              </IconButton>
            </Tooltip>
          </HStack>
        </DemoSection>

        <DemoSection
          title="On an unavailable action"
          description="A disabled button takes no focus or hover, so the button is marked aria-disabled instead: it stays reachable and explains itself."
        >
          <Tooltip content="Approve the BOQ first">
            <Button aria-disabled="true" onClick={(event) => event.preventDefault()}>
              Create order
            </Button>
          </Tooltip>
        </DemoSection>

        <DemoSection title="Rich content">
          <HStack gap="2">
            <Text textStyle="sm">Saw kerf 3.2 mm</Text>
            <Tooltip
              content={
                <Text>
                  Width removed by each cut. Change it in the optimizer settings, or press{' '}
                  <Kbd size="sm">K</Kbd> there.
                </Text>
              }
              showArrow
            >
              <IconButton aria-label="About saw kerf" size="xs" variant="ghost">
                <Info />
              </IconButton>
            </Tooltip>
          </HStack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
