import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FloatingLabelsDemo } from '../../../src/ui/demos/forms/floating-labels-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/FloatingLabels', component: FloatingLabelsDemo } satisfies Meta<
  typeof FloatingLabelsDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The floating label is the field's real label, and help text is its description.
    const name = canvas.getByLabelText('Client name');
    await userEvent.type(name, 'Meera Nair');
    await expect(name).toHaveValue('Meera Nair');
    await expect(canvas.getByLabelText('Email')).toHaveAccessibleDescription('We send the quotation here.');
    await expect(canvas.getByLabelText('Lead source')).toHaveValue('referral');
  },
};

export const PhoneDark: Story = phoneDark;
