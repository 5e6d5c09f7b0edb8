import { Combobox, Portal, Text, useFilter, useListCollection } from '@chakra-ui/react';
import { Search } from 'lucide-react';

export interface SearchTarget {
  /** Where choosing it goes. */
  value: string;
  label: string;
  /** The group it belongs to, shown beside it. */
  group: string;
}

export interface GlobalSearchProps {
  targets: readonly SearchTarget[];
  onSelect: (value: string) => void;
}

/** Finds a page by name as you type and jumps there on Enter or click. */
export function GlobalSearch({ targets, onSelect }: GlobalSearchProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter } = useListCollection<SearchTarget>({
    initialItems: [...targets],
    filter: (itemText, filterText) => contains(itemText, filterText),
    limit: 12,
    itemToString: (item) => `${item.label} ${item.group}`,
  });

  return (
    <Combobox.Root
      collection={collection}
      onInputValueChange={(details) => filter(details.inputValue)}
      onValueChange={(details) => {
        const value = details.value[0];
        if (value) onSelect(value);
      }}
      selectionBehavior="clear"
      openOnClick={false}
      inputBehavior="autohighlight"
      width="full"
      maxW="sm"
      size="sm"
    >
      <Combobox.Control>
        <Combobox.Input aria-label="Search pages" placeholder="Search pages…" ps="8" />
        <Combobox.IndicatorGroup left="2.5" right="auto" pointerEvents="none" color="fg.muted">
          <Search size={14} aria-hidden="true" />
        </Combobox.IndicatorGroup>
      </Combobox.Control>
      <Portal>
        <Combobox.Positioner>
          <Combobox.Content>
            <Combobox.Empty>No page matches</Combobox.Empty>
            {collection.items.map((item) => (
              <Combobox.Item item={item} key={item.value} justifyContent="space-between" gap="4">
                <Text as="span" truncate>
                  {item.label}
                </Text>
                <Text as="span" color="fg.muted" textStyle="xs" flexShrink={0}>
                  {item.group}
                </Text>
              </Combobox.Item>
            ))}
          </Combobox.Content>
        </Combobox.Positioner>
      </Portal>
    </Combobox.Root>
  );
}
