import {
  Box,
  Combobox,
  Portal,
  Text,
  useFilter,
  useListCollection,
  type ComboboxRootProps,
} from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState } from 'react';

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

/**
 * Zag scrolls the listbox to its first option each time the popup closes, at mount too, by setting
 * its scrollTop: in the header of every page that forced a layout of the whole page in the middle of
 * its first render (64 ms of a new tab's leads list on two cores). A closed popup is not displayed and
 * has nothing to scroll; in an open one the option is scrolled into view in the next frame, when the
 * frame lays the page out anyway.
 */
const scrollOptionIntoView: NonNullable<ComboboxRootProps['scrollToIndexFn']> = ({ getElement }) => {
  requestAnimationFrame(() => {
    const option = getElement();
    if (option?.closest('[role="listbox"]')?.getAttribute('data-state') === 'open')
      option.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  });
};

/** Finds a page by name as you type and jumps there on Enter or click. */
export function GlobalSearch({ targets, onSelect }: GlobalSearchProps) {
  const { contains } = useFilter({ sensitivity: 'base' });
  const { collection, filter } = useListCollection<SearchTarget>({
    initialItems: [...targets],
    filter: contains,
    limit: 12,
    itemToString: (item) => `${item.label} ${item.group}`,
  });
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const [highlighted, setHighlighted] = useState<string | null>(null);
  // A highlight on an item the filter removed would leave aria-activedescendant pointing nowhere.
  const visibleHighlight = collection.items.some((item) => item.value === highlighted) ? highlighted : null;
  const nothingFound = query.trim() !== '' && collection.items.length === 0;

  return (
    <Box position="relative" width="full" maxW="sm">
      <Combobox.Root
        collection={collection}
        inputValue={query}
        onInputValueChange={(details) => {
          setQuery(details.inputValue);
          filter(details.inputValue);
        }}
        // An empty listbox is not a valid listbox: the popup stays closed and a status line says so.
        open={open && collection.items.length > 0 && query.trim() !== ''}
        onOpenChange={(details) => setOpen(details.open)}
        highlightedValue={visibleHighlight}
        onHighlightChange={(details) => setHighlighted(details.highlightedValue)}
        onValueChange={(details) => {
          const value = details.value[0];
          if (!value) return;
          setQuery('');
          filter('');
          onSelect(value);
        }}
        selectionBehavior="clear"
        lazyMount={false}
        unmountOnExit={false}
        scrollToIndexFn={scrollOptionIntoView}
        openOnClick={false}
        inputBehavior="autohighlight"
        width="full"
        size="sm"
      >
        <Combobox.Label srOnly>Search pages</Combobox.Label>
        <Combobox.Control>
          <Combobox.Input
            placeholder="Search pages…"
            css={{ '--combobox-input-padding-x': 'var(--chakra-spacing-8)' }}
          />
          <Combobox.IndicatorGroup left="2.5" right="auto" pointerEvents="none" color="fg.muted">
            <Search size={14} aria-hidden="true" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal>
          <Combobox.Positioner>
            <Combobox.Content>
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
      <Text
        role="status"
        aria-live="polite"
        position="absolute"
        top="100%"
        mt="1"
        px="2"
        py="1"
        rounded="l2"
        textStyle="xs"
        bg="bg.panel"
        borderWidth={nothingFound ? '1px' : '0'}
        shadow={nothingFound ? 'md' : undefined}
        zIndex="dropdown"
        srOnly={!nothingFound}
      >
        {nothingFound ? 'No page matches' : ''}
      </Text>
    </Box>
  );
}
