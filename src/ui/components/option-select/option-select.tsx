import { NativeSelect } from '@chakra-ui/react';
import { forwardRef, type ComponentPropsWithoutRef } from 'react';

/** A choice: its value and the words shown; a plain string is both. */
export type OptionSelectChoice = string | { value: string; label: string; disabled?: boolean };

/** Where the select sits in its row (width and flex only): its look stays the theme's. */
export type OptionSelectLayout = Pick<NativeSelect.RootProps, 'width' | 'minW' | 'maxW' | 'flex'>;

export interface OptionSelectProps extends Omit<ComponentPropsWithoutRef<'select'>, 'size' | 'children'> {
  options: readonly OptionSelectChoice[];
  /** A first, empty choice ("Any stage", "Choose…"): its value is the empty string. */
  placeholder?: string;
  size?: 'xs' | 'sm' | 'md' | 'lg';
  /** Width and flex of the select in a toolbar or row, e.g. `{ width: 'auto' }`. */
  layout?: OptionSelectLayout;
}

/**
 * The one select of forms, dialogs and filters: the browser's own list (a phone shows its picker, a
 * keyboard types ahead, tests pick with `selectOption`), themed by Chakra. It takes its label, id,
 * required and invalid state from the FormField (or Field.Root) around it, and forwards its ref and
 * props to the <select>, so `{...register('mode')}` or `value`/`onChange` work as on any input.
 */
export const OptionSelect = forwardRef<HTMLSelectElement, OptionSelectProps>(function OptionSelect(
  { options, placeholder, size, layout, ...select },
  ref,
) {
  return (
    <NativeSelect.Root size={size} disabled={select.disabled} {...layout}>
      <NativeSelect.Field ref={ref} {...select}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => {
          const choice = typeof option === 'string' ? { value: option, label: option } : option;
          return (
            <option key={choice.value} value={choice.value} disabled={choice.disabled}>
              {choice.label}
            </option>
          );
        })}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
});
