import { createListCollection, Portal, Select } from '@chakra-ui/react';
import { forwardRef, useMemo } from 'react';

export interface SelectOption {
  value: string;
  label: string;
  /** Options with the same group are listed under its heading. */
  group?: string;
  disabled?: boolean;
}

export interface SelectFieldProps {
  options: SelectOption[];
  value: string[];
  onValueChange: (value: string[]) => void;
  multiple?: boolean;
  placeholder?: string;
  name?: string;
  size?: 'sm' | 'md' | 'lg';
  onBlur?: () => void;
}

/** A styled select (Chakra's listbox): single or multiple, optionally grouped, keyboard and typeahead included. */
export const SelectField = forwardRef<HTMLButtonElement, SelectFieldProps>(function SelectField(
  { options, value, onValueChange, multiple = false, placeholder = 'Choose…', name, size = 'md', onBlur },
  ref,
) {
  const collection = useMemo(
    () =>
      createListCollection({
        items: options,
        isItemDisabled: (option) => option.disabled === true,
        groupBy: (option) => option.group ?? '',
      }),
    [options],
  );
  const grouped = options.some((option) => option.group);
  return (
    <Select.Root
      collection={collection}
      value={value}
      onValueChange={(details) => onValueChange(details.value)}
      multiple={multiple}
      name={name}
      size={size}
      positioning={{ sameWidth: true }}
    >
      <Select.HiddenSelect />
      <Select.Control>
        {/* Chakra's placeholder colour (fg.muted at 80 %) falls under 4.5:1; fg.muted itself meets it. */}
        <Select.Trigger ref={ref} onBlur={onBlur} _placeholderShown={{ color: 'fg.muted' }}>
          <Select.ValueText placeholder={placeholder} />
        </Select.Trigger>
        <Select.IndicatorGroup>
          {multiple && value.length > 0 && <Select.ClearTrigger aria-label="Clear selection" />}
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Portal>
        <Select.Positioner>
          <Select.Content>
            {grouped
              ? collection.group().map(([group, items]) => (
                  <Select.ItemGroup key={group}>
                    <Select.ItemGroupLabel>{group}</Select.ItemGroupLabel>
                    {items.map((option) => (
                      <Select.Item item={option} key={option.value}>
                        {option.label}
                        <Select.ItemIndicator />
                      </Select.Item>
                    ))}
                  </Select.ItemGroup>
                ))
              : collection.items.map((option) => (
                  <Select.Item item={option} key={option.value}>
                    {option.label}
                    <Select.ItemIndicator />
                  </Select.Item>
                ))}
          </Select.Content>
        </Select.Positioner>
      </Portal>
    </Select.Root>
  );
});
