import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ColorPickersDemo } from '../../../src/ui/demos/forms/color-pickers-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/ColorPickers', component: ColorPickersDemo } satisfies Meta<
  typeof ColorPickersDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getAllByRole('button', { name: 'Walnut' }).at(-1) as HTMLElement);
    await expect(canvas.getByText(/Shutters in Walnut/)).toBeVisible();

    const hex = canvas.getByLabelText('Accent wall colour (hex)');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#2f3e46{Enter}');
    await expect(canvas.getByText(/accent wall #2F3E46/)).toBeVisible();
  },
};

export const PhoneDark: Story = phoneDark;
