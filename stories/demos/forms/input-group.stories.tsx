import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InputGroupDemo } from '../../../src/ui/demos/forms/input-group-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/InputGroup', component: InputGroupDemo } satisfies Meta<
  typeof InputGroupDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = canvas.getByLabelText('Search projects');
    await userEvent.type(search, 'Rao');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(search).toHaveValue('');

    await userEvent.type(canvas.getByLabelText('GSTIN'), '27aapfu0939f1zv');
    await expect(canvas.getByLabelText('GSTIN')).toHaveValue('27AAPFU0939F1ZV');
    await userEvent.click(canvas.getByRole('button', { name: 'Check' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('The format and check digit are right.');
  },
};

export const PhoneDark: Story = phoneDark;
