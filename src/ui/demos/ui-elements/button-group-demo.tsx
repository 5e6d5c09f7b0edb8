import { Button, ButtonGroup, IconButton, Menu, Portal, SegmentGroup, Stack, Text } from '@chakra-ui/react';
import { AlignCenter, AlignLeft, AlignRight, Bold, ChevronDown, Italic, Underline } from 'lucide-react';
import { useState } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const VIEWS = ['List', 'Board', 'Calendar'] as const;

/** Button groups: attached and spaced groups, a toolbar, a split button and a segmented view switch. */
export function ButtonGroupDemo() {
  const [view, setView] = useState<string>('List');
  const [lastExport, setLastExport] = useState<string | null>(null);

  return (
    <>
      <PageHeader title="Button group" description="Related actions kept together." />
      <DemoGrid columns={2}>
        <DemoSection title="Attached" description="One unit: the buttons share borders.">
          <Stack gap="3" align="start">
            {(['sm', 'md'] as const).map((size) => (
              <ButtonGroup key={size} size={size} variant="outline" attached>
                <Button>Day</Button>
                <Button>Week</Button>
                <Button>Month</Button>
              </ButtonGroup>
            ))}
          </Stack>
        </DemoSection>

        <DemoSection title="Spaced" description="Separate actions with an even gap.">
          <ButtonGroup size="sm" colorPalette="brand" flexWrap="wrap">
            <Button>Send quotation</Button>
            <Button variant="outline">Preview PDF</Button>
            <Button variant="ghost">Cancel</Button>
          </ButtonGroup>
        </DemoSection>

        <DemoSection
          title="Toolbar"
          description="A labelled toolbar groups formatting buttons for the quotation notes."
        >
          <Stack gap="3" direction="row" wrap="wrap" role="toolbar" aria-label="Text formatting">
            <ButtonGroup size="sm" variant="outline" attached>
              <IconButton aria-label="Bold">
                <Bold />
              </IconButton>
              <IconButton aria-label="Italic">
                <Italic />
              </IconButton>
              <IconButton aria-label="Underline">
                <Underline />
              </IconButton>
            </ButtonGroup>
            <ButtonGroup size="sm" variant="outline" attached>
              <IconButton aria-label="Align left">
                <AlignLeft />
              </IconButton>
              <IconButton aria-label="Align centre">
                <AlignCenter />
              </IconButton>
              <IconButton aria-label="Align right">
                <AlignRight />
              </IconButton>
            </ButtonGroup>
          </Stack>
        </DemoSection>

        <DemoSection title="Split button" description="The main action, with its alternatives in a menu.">
          <Stack gap="2" align="start">
            <ButtonGroup size="sm" colorPalette="brand" attached>
              <Button onClick={() => setLastExport('Exported cut list as PDF')}>Export PDF</Button>
              <Menu.Root onSelect={(details) => setLastExport(`Exported cut list as ${details.value}`)}>
                <Menu.Trigger asChild>
                  <IconButton
                    aria-label="More export formats"
                    borderStartWidth="1px"
                    borderColor="brand.contrast/40"
                  >
                    <ChevronDown />
                  </IconButton>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      <Menu.Item value="CSV">CSV</Menu.Item>
                      <Menu.Item value="Excel">Excel</Menu.Item>
                      <Menu.Item value="labels">Part labels</Menu.Item>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </ButtonGroup>
            <Text textStyle="sm" color="fg.muted" role="status">
              {lastExport ?? 'Nothing exported yet'}
            </Text>
          </Stack>
        </DemoSection>

        <DemoSection title="Segmented view switch" description="One choice out of a few, like radio buttons.">
          <Stack gap="3" align="start">
            <SegmentGroup.Root
              value={view}
              onValueChange={(details) => details.value && setView(details.value)}
              aria-label="Task view"
            >
              <SegmentGroup.Indicator />
              <SegmentGroup.Items items={[...VIEWS]} />
            </SegmentGroup.Root>
            <Text textStyle="sm" data-testid="task-view">
              Showing the {view.toLowerCase()} view of this week&apos;s tasks.
            </Text>
          </Stack>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
