/**
 * A searchable select (combobox): type to filter, single or multiple, grouped options, options loaded as you
 * type, "Create …" for a value that is not there yet, and the chosen values shown as removable tags.
 */
import { Combobox, createListCollection, HStack, Portal, Spinner, Stack, Tag, Wrap } from '@chakra-ui/react';
import { forwardRef, useEffect, useMemo, useState } from 'react';
import type { SelectOption } from '../select-field/select-field';

export interface SearchableSelectProps {
  /**
   * Renders the list in a portal at the end of the page (default). Inside a dialog or drawer pass
   * false: a modal layer makes the rest of the page inert, so a list portalled outside it could not
   * be clicked.
   */
  portalled?: boolean;
  /** Options known up front, filtered on the client. */
  options?: SelectOption[];
  /** Options fetched for what was typed; called after a pause, cancelled when the text changes. */
  loadOptions?: (query: string, signal: AbortSignal) => Promise<SelectOption[]>;
  value: string[];
  onValueChange: (value: string[], selected: SelectOption[]) => void;
  multiple?: boolean;
  /** Offers "Create …" for typed text that matches no option. */
  onCreate?: (label: string) => SelectOption | Promise<SelectOption>;
  placeholder?: string;
  /** Shown when nothing matches. */
  emptyText?: string;
  name?: string;
  size?: 'sm' | 'md' | 'lg';
  onBlur?: () => void;
  /** Pause before `loadOptions` runs, in ms. */
  delay?: number;
  /** The text as typed, at once (not after the pause): what the user searched with when they pick. */
  onQueryChange?: (text: string) => void;
}

const CREATE_PREFIX = '__create__:';

const matches = (option: SelectOption, query: string) =>
  query === '' ||
  option.label.toLocaleLowerCase('en-IN').includes(query.toLocaleLowerCase('en-IN')) ||
  (option.group ?? '').toLocaleLowerCase('en-IN').includes(query.toLocaleLowerCase('en-IN'));

export const SearchableSelect = forwardRef<HTMLInputElement, SearchableSelectProps>(function SearchableSelect(
  {
    options = [],
    loadOptions,
    value,
    onValueChange,
    multiple = false,
    onCreate,
    placeholder = 'Type to search…',
    emptyText = 'No matches',
    name,
    size = 'md',
    onBlur,
    delay = 250,
    portalled = true,
    onQueryChange,
  },
  ref,
) {
  const [query, setQuery] = useState('');
  const [loaded, setLoaded] = useState<SelectOption[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  // Chosen options are remembered, so they keep their labels after the list is filtered or reloaded.
  const [remembered, setRemembered] = useState<SelectOption[]>([]);
  const known = useMemo(() => {
    const map = new Map<string, SelectOption>();
    for (const option of [...remembered, ...options, ...loaded]) map.set(option.value, option);
    return map;
  }, [remembered, options, loaded]);
  const [inputValue, setInputValue] = useState(() =>
    multiple ? '' : (options.find((option) => option.value === value[0])?.label ?? ''),
  );

  useEffect(() => {
    if (!loadOptions) return undefined;
    const controller = new AbortController();
    setLoading(true);
    setLoadError(null);
    const timer = setTimeout(() => {
      loadOptions(query, controller.signal)
        .then((result) => {
          if (!controller.signal.aborted) setLoaded(result);
        })
        .catch((reason: unknown) => {
          if (!controller.signal.aborted)
            setLoadError(reason instanceof Error ? reason.message : 'Could not load options');
        })
        .finally(() => {
          if (!controller.signal.aborted) setLoading(false);
        });
    }, delay);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [loadOptions, query, delay]);

  const trimmed = query.trim();
  const items = useMemo(() => {
    const source = loadOptions ? loaded : options.filter((option) => matches(option, trimmed));
    const exists = [...known.values()].some(
      (option) => option.label.toLocaleLowerCase('en-IN') === trimmed.toLocaleLowerCase('en-IN'),
    );
    return onCreate && trimmed !== '' && !exists
      ? [...source, { value: `${CREATE_PREFIX}${trimmed}`, label: `Create “${trimmed}”` }]
      : source;
  }, [loadOptions, loaded, options, trimmed, onCreate, known]);

  const collection = useMemo(
    () =>
      createListCollection({
        items,
        isItemDisabled: (option) => option.disabled === true,
        groupBy: (option) => option.group ?? '',
      }),
    [items],
  );
  const grouped = items.some((option) => option.group);
  const selected = value.map((id) => known.get(id) ?? { value: id, label: id });

  const commit = async (next: string[]) => {
    const created = next.find((id) => id.startsWith(CREATE_PREFIX));
    let values = next;
    const lookup = new Map(known);
    if (created && onCreate) {
      const option = await onCreate(created.slice(CREATE_PREFIX.length));
      lookup.set(option.value, option);
      values = next.map((id) => (id === created ? option.value : id));
      if (!multiple) setInputValue(option.label);
    }
    const chosen = values.map((id) => lookup.get(id) ?? { value: id, label: id });
    setRemembered(chosen);
    setQuery('');
    onValueChange(values, chosen);
  };

  const remove = (id: string) => commit(value.filter((current) => current !== id));

  const renderItem = (option: SelectOption) => (
    <Combobox.Item item={option} key={option.value}>
      {option.label}
      <Combobox.ItemIndicator />
    </Combobox.Item>
  );

  return (
    <Stack gap="2" w="full">
      {multiple && selected.length > 0 && (
        <Wrap gap="1.5" aria-label="Chosen" role="list">
          {selected.map((option) => (
            <Tag.Root key={option.value} size="md" colorPalette="brand" variant="subtle" role="listitem">
              <Tag.Label>{option.label}</Tag.Label>
              <Tag.EndElement>
                <Tag.CloseTrigger
                  aria-label={`Remove ${option.label}`}
                  onClick={() => void remove(option.value)}
                />
              </Tag.EndElement>
            </Tag.Root>
          ))}
        </Wrap>
      )}
      <Combobox.Root
        collection={collection}
        value={value}
        onValueChange={(details) => void commit(details.value)}
        inputValue={inputValue}
        onInputValueChange={(details) => {
          setInputValue(details.inputValue);
          if (details.reason !== 'input-change') return;
          setQuery(details.inputValue);
          onQueryChange?.(details.inputValue);
        }}
        onOpenChange={(details) => {
          if (!details.open) setQuery('');
        }}
        multiple={multiple}
        openOnClick
        name={name}
        size={size}
        positioning={{ sameWidth: true }}
      >
        <Combobox.Control>
          <Combobox.Input ref={ref} placeholder={placeholder} onBlur={onBlur} />
          <Combobox.IndicatorGroup>
            {loading && <Spinner size="xs" color="fg.muted" aria-hidden="true" />}
            {value.length > 0 && <Combobox.ClearTrigger aria-label="Clear" />}
            <Combobox.Trigger aria-label="Show options" />
          </Combobox.IndicatorGroup>
        </Combobox.Control>
        <Portal disabled={!portalled}>
          <Combobox.Positioner>
            <Combobox.Content>
              {loading && items.length === 0 ? (
                <HStack p="2" color="fg.muted" textStyle="sm" role="status">
                  <Spinner size="xs" /> Searching…
                </HStack>
              ) : loadError ? (
                <Combobox.Empty color="red.fg">{loadError}</Combobox.Empty>
              ) : (
                <Combobox.Empty>{emptyText}</Combobox.Empty>
              )}
              {grouped
                ? collection.group().map(([group, groupItems]) =>
                    group === '' ? (
                      groupItems.map(renderItem)
                    ) : (
                      <Combobox.ItemGroup key={group}>
                        <Combobox.ItemGroupLabel>{group}</Combobox.ItemGroupLabel>
                        {groupItems.map(renderItem)}
                      </Combobox.ItemGroup>
                    ),
                  )
                : collection.items.map(renderItem)}
            </Combobox.Content>
          </Combobox.Positioner>
        </Portal>
      </Combobox.Root>
    </Stack>
  );
});
