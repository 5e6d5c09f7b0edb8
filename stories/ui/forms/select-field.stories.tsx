import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within, waitFor } from 'storybook/test';
import { FormField } from '../../../src/ui/components/form-field/form-field';
import { SelectField, type SelectOption } from '../../../src/ui/components/select-field/select-field';

const DESIGNERS: SelectOption[] = [
  { value: 'anita', label: 'Anita Rao', group: 'Bengaluru' },
  { value: 'imran', label: 'Imran Shaikh', group: 'Bengaluru', disabled: true },
  { value: 'arjun', label: 'Arjun Patel', group: 'Pune' },
  { value: 'meera', label: 'Meera Nair', group: 'Pune' },
];

function DesignerSelect({
  multiple = false,
  onPick,
}: {
  multiple?: boolean;
  onPick?: (value: string[]) => void;
}) {
  const [value, setValue] = useState<string[]>(multiple ? ['anita'] : []);
  return (
    <FormField label={multiple ? 'Designers' : 'Designer'}>
      <SelectField
        options={DESIGNERS}
        value={value}
        multiple={multiple}
        onValueChange={(next) => {
          setValue(next);
          onPick?.(next);
        }}
      />
    </FormField>
  );
}

const meta = {
  title: 'UI/Forms/SelectField',
  component: DesignerSelect,
  args: { onPick: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 320, minHeight: 320 }}>{Story()}</div>],
} satisfies Meta<typeof DesignerSelect>;
export default meta;
type Story = StoryObj<typeof meta>;

export const GroupedWithDisabledOption: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Designer' });
    await expect(trigger).toHaveTextContent('Choose…');
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await waitFor(() => expect(within(listbox).getByRole('group', { name: 'Pune' })).toBeVisible());
    await expect(within(listbox).getByRole('option', { name: 'Imran Shaikh' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Arjun Patel' }));
    await expect(args.onPick).toHaveBeenLastCalledWith(['arjun']);
    await expect(trigger).toHaveTextContent('Arjun Patel');
  },
};

export const Multiple: Story = {
  args: { multiple: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('combobox', { name: 'Designers' });
    await userEvent.click(trigger);
    const listbox = await within(document.body).findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Meera Nair' }));
    await expect(args.onPick).toHaveBeenLastCalledWith(['anita', 'meera']);
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveTextContent('Anita Rao, Meera Nair');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear selection' }));
    await expect(args.onPick).toHaveBeenLastCalledWith([]);
  },
};
