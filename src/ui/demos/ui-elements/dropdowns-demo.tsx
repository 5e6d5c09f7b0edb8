import { Box, Button, HStack, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, ChevronRight, Copy, FileDown, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { DemoGrid, DemoSection, PageHeader } from '@/ui';

const COLUMNS = [
  { value: 'client', label: 'Client' },
  { value: 'designer', label: 'Designer' },
  { value: 'estimate', label: 'Estimate' },
  { value: 'stage', label: 'Stage' },
] as const;

const SORTS = [
  { value: 'newest', label: 'Newest first' },
  { value: 'value', label: 'Highest value' },
  { value: 'follow-up', label: 'Next follow-up' },
] as const;

/**
 * Menus: actions with keyboard navigation and type-ahead, a submenu, checkable and radio items,
 * groups with labels and a context menu.
 */
export function DropdownsDemo() {
  const [lastAction, setLastAction] = useState('No action yet');
  const [columns, setColumns] = useState<string[]>(['client', 'estimate']);
  const [sort, setSort] = useState<string>('newest');

  return (
    <>
      <PageHeader
        title="Dropdowns"
        description="Menus of actions and choices. Arrow keys move, Enter chooses, Escape closes, letters jump."
      />
      <DemoGrid columns={2}>
        <DemoSection
          title="Actions with a submenu"
          description="The arrow right key opens Export; arrow left closes it."
        >
          <Stack gap="3" align="start">
            <Menu.Root onSelect={(details) => setLastAction(`Chose: ${details.value}`)}>
              <Menu.Trigger asChild>
                <Button variant="outline" size="sm">
                  Quotation actions <ChevronDown />
                </Button>
              </Menu.Trigger>
              <Portal>
                <Menu.Positioner>
                  <Menu.Content minW="56">
                    <Menu.Item value="Edit">
                      <Pencil /> Edit
                      <Menu.ItemCommand>E</Menu.ItemCommand>
                    </Menu.Item>
                    <Menu.Item value="Duplicate">
                      <Copy /> Duplicate
                      <Menu.ItemCommand>D</Menu.ItemCommand>
                    </Menu.Item>
                    <Menu.Root
                      positioning={{ placement: 'right-start', gutter: 2 }}
                      onSelect={(details) => setLastAction(`Chose: Export as ${details.value}`)}
                    >
                      <Menu.TriggerItem>
                        <FileDown /> Export <ChevronRight style={{ marginInlineStart: 'auto' }} />
                      </Menu.TriggerItem>
                      <Portal>
                        <Menu.Positioner>
                          <Menu.Content>
                            <Menu.Item value="PDF">PDF for the client</Menu.Item>
                            <Menu.Item value="Excel">Excel with rates</Menu.Item>
                            <Menu.Item value="CSV">CSV of BOQ items</Menu.Item>
                          </Menu.Content>
                        </Menu.Positioner>
                      </Portal>
                    </Menu.Root>
                    <Menu.Separator />
                    <Menu.Item
                      value="Delete"
                      color="red.fg"
                      _highlighted={{ bg: 'bg.error', color: 'red.fg' }}
                    >
                      <Trash2 /> Delete
                    </Menu.Item>
                  </Menu.Content>
                </Menu.Positioner>
              </Portal>
            </Menu.Root>
            <Text textStyle="sm" role="status" data-testid="last-action">
              {lastAction}
            </Text>
          </Stack>
        </DemoSection>

        <DemoSection
          title="Checkable items"
          description="Checkboxes for columns, radio items for the sort order."
        >
          <Stack gap="3" align="start">
            <HStack gap="3" wrap="wrap">
              <Menu.Root closeOnSelect={false}>
                <Menu.Trigger asChild>
                  <Button variant="outline" size="sm">
                    Columns <ChevronDown />
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      <Menu.ItemGroup>
                        <Menu.ItemGroupLabel>Show columns</Menu.ItemGroupLabel>
                        {COLUMNS.map((column) => (
                          <Menu.CheckboxItem
                            key={column.value}
                            value={column.value}
                            checked={columns.includes(column.value)}
                            onCheckedChange={(checked) =>
                              setColumns((current) =>
                                checked
                                  ? [...current, column.value]
                                  : current.filter((value) => value !== column.value),
                              )
                            }
                          >
                            {column.label}
                            <Menu.ItemIndicator />
                          </Menu.CheckboxItem>
                        ))}
                      </Menu.ItemGroup>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
              <Menu.Root>
                <Menu.Trigger asChild>
                  <Button variant="outline" size="sm">
                    Sort <ChevronDown />
                  </Button>
                </Menu.Trigger>
                <Portal>
                  <Menu.Positioner>
                    <Menu.Content>
                      <Menu.RadioItemGroup value={sort} onValueChange={(details) => setSort(details.value)}>
                        <Menu.ItemGroupLabel>Sort leads by</Menu.ItemGroupLabel>
                        {SORTS.map((option) => (
                          <Menu.RadioItem key={option.value} value={option.value}>
                            {option.label}
                            <Menu.ItemIndicator />
                          </Menu.RadioItem>
                        ))}
                      </Menu.RadioItemGroup>
                    </Menu.Content>
                  </Menu.Positioner>
                </Portal>
              </Menu.Root>
            </HStack>
            <Text textStyle="sm" data-testid="lead-view">
              Columns:{' '}
              {COLUMNS.filter((column) => columns.includes(column.value))
                .map((column) => column.label)
                .join(', ') || 'none'}
              . Sorted by {SORTS.find((option) => option.value === sort)?.label.toLowerCase()}.
            </Text>
          </Stack>
        </DemoSection>

        <DemoSection title="Groups" description="Labelled groups and separators in a longer menu.">
          <Menu.Root>
            <Menu.Trigger asChild>
              <Button variant="subtle" size="sm" colorPalette="brand">
                New… <ChevronDown />
              </Button>
            </Menu.Trigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>CRM</Menu.ItemGroupLabel>
                    <Menu.Item value="lead">Lead</Menu.Item>
                    <Menu.Item value="appointment">Appointment</Menu.Item>
                  </Menu.ItemGroup>
                  <Menu.Separator />
                  <Menu.ItemGroup>
                    <Menu.ItemGroupLabel>Projects</Menu.ItemGroupLabel>
                    <Menu.Item value="project">Project</Menu.Item>
                    <Menu.Item value="recce">Site survey</Menu.Item>
                    <Menu.Item value="quotation" disabled>
                      Quotation (needs a BOQ)
                    </Menu.Item>
                  </Menu.ItemGroup>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </DemoSection>

        <DemoSection
          title="Context menu"
          description="Right-click, or press the context-menu key, on the panel."
        >
          <Menu.Root onSelect={(details) => setLastAction(`Chose: ${details.value}`)}>
            <Menu.ContextTrigger asChild>
              <Box
                as="button"
                w="full"
                p="6"
                borderWidth="1px"
                borderStyle="dashed"
                rounded="l2"
                textAlign="center"
                textStyle="sm"
                color="fg.muted"
              >
                Panel P-18-HDHMR-WHITE · right-click for actions
              </Box>
            </Menu.ContextTrigger>
            <Portal>
              <Menu.Positioner>
                <Menu.Content>
                  <Menu.Item value="Reserve for cutting">Reserve for cutting</Menu.Item>
                  <Menu.Item value="Record offcut">Record offcut</Menu.Item>
                  <Menu.Item value="Print label">Print label</Menu.Item>
                </Menu.Content>
              </Menu.Positioner>
            </Portal>
          </Menu.Root>
        </DemoSection>
      </DemoGrid>
    </>
  );
}
