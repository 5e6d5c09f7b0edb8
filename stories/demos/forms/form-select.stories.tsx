import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormSelectDemo } from '../../../src/ui/demos/forms/form-select-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/FormSelect', component: FormSelectDemo } satisfies Meta<
  typeof FormSelectDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.selectOptions(canvas.getByLabelText('Base material'), 'hdhmr');
    await expect(canvas.getByLabelText('Base material')).toHaveValue('hdhmr');

    await userEvent.click(canvas.getByRole('combobox', { name: 'Designer' }));
    const listbox = await body.findByRole('listbox');
    await expect(within(listbox).getByRole('option', { name: 'Imran Shaikh' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await userEvent.click(within(listbox).getByRole('option', { name: 'Arjun Patel' }));
    await expect(canvas.getByText('Assigned to Arjun Patel.')).toBeVisible();

    await expect(canvas.getByRole('combobox', { name: 'Rooms' })).toHaveTextContent(
      'Kitchen, Master bedroom',
    );
  },
};

export const PhoneDark: Story = phoneDark;
