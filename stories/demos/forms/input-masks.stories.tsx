import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { InputMasksDemo } from '../../../src/ui/demos/forms/input-masks-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/InputMasks', component: InputMasksDemo } satisfies Meta<
  typeof InputMasksDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const phone = canvas.getByLabelText('Mobile number');
    await userEvent.click(phone);
    await userEvent.paste('919845012345');
    await expect(phone).toHaveValue('+91 98450 12345');
    await expect(canvas.getByText('+919845012345')).toBeVisible();

    const gstin = canvas.getByLabelText('GSTIN');
    await userEvent.type(gstin, '27aapfu0939f1zx');
    await expect(gstin).toHaveValue('27AAPFU0939F1ZX');
    await expect(gstin).toHaveAccessibleDescription(expect.stringContaining('check digit'));
    await expect(gstin).toHaveAttribute('aria-invalid', 'true');

    const amount = canvas.getByLabelText('Amount (₹)');
    await userEvent.type(amount, '1234567.5');
    await expect(amount).toHaveValue('12,34,567.5');

    const size = canvas.getByLabelText(/Panel size/);
    await expect(size).toHaveValue('2440 × 1220 × 18');
  },
};

export const PhoneDark: Story = phoneDark;
