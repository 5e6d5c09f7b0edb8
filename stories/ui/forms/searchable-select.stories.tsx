import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../../../src/ui/components/form-field/form-field';
import {
  SearchableSelect,
  type SearchableSelectProps,
} from '../../../src/ui/components/searchable-select/searchable-select';
import type { SelectOption } from '../../../src/ui/components/select-field/select-field';

const PANELS: SelectOption[] = [
  { value: 'bwp-19', label: 'Plywood 19 mm BWP', group: 'Plywood' },
  { value: 'mr-12', label: 'Plywood 12 mm MR', group: 'Plywood' },
  { value: 'hdhmr-18', label: 'HDHMR 18 mm', group: 'Boards' },
  { value: 'mdf-12', label: 'MDF 12 mm', group: 'Boards' },
  { value: 'pb-18', label: 'Particle board 18 mm', group: 'Boards' },
];

function PanelSelect(props: Partial<SearchableSelectProps> & { onPick?: (value: string[]) => void }) {
  const { onPick, ...rest } = props;
  const [value, setValue] = useState<string[]>([]);
  return (
    <FormField label="Carcass panel">
      <SearchableSelect
        options={PANELS}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          onPick?.(next);
        }}
        placeholder="Type to search"
        {...rest}
      />
    </FormField>
  );
}

const meta = {
  title: 'UI/Forms/SearchableSelect',
  component: PanelSelect,
  args: { onPick: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, minHeight: 360 }}>{Story()}</div>],
} satisfies Meta<typeof PanelSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Keys 40 ms apart, still faster than people type. Zag's combobox loses or swaps keystrokes that arrive
 * back to back while the main thread is busy (seen under CI load); at typing speed it keeps every one.
 */
const TYPING = { delay: 40 };

const page = () => within(document.body);

export const FiltersAsYouType: Story = {
  play: async ({ canvasElement, args }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Carcass panel' });
    await userEvent.click(input);
    const listbox = await page().findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(5);
    await userEvent.type(input, 'ply', TYPING);
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Plywood 19 mm BWP', 'Plywood 12 mm MR']),
    );
    await userEvent.type(input, 'z', TYPING);
    await expect(await within(listbox).findByText('No matches')).toBeVisible();
    await userEvent.clear(input);
    await userEvent.type(input, 'mdf', TYPING);
    await userEvent.click(await within(listbox).findByRole('option', { name: 'MDF 12 mm' }));
    await expect(args.onPick).toHaveBeenLastCalledWith(['mdf-12']);
    await expect(input).toHaveValue('MDF 12 mm');
  },
};

export const LoadsOptionsForWhatIsTyped: Story = {
  args: {
    options: undefined,
    delay: 50,
    loadOptions: async (query: string) =>
      PANELS.filter((panel) => panel.label.toLowerCase().includes(query.toLowerCase())),
  },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Carcass panel' });
    await userEvent.click(input);
    await userEvent.type(input, '18', TYPING);
    await waitFor(() =>
      expect(
        page()
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['HDHMR 18 mm', 'Particle board 18 mm']),
    );
  },
};
