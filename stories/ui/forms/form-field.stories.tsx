import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { FormField } from '../../../src/ui/components/form-field/form-field';

const meta = {
  title: 'UI/Forms/FormField',
  component: FormField,
  args: {
    label: 'Client mobile',
    helpText: 'Ten digits; we send the quotation by WhatsApp.',
    required: true,
    children: <Input type="tel" />,
  },
} satisfies Meta<typeof FormField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithHelp: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Client mobile/ });
    await expect(input).toBeRequired();
    await expect(input).toHaveAccessibleDescription('Ten digits; we send the quotation by WhatsApp.');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const WithError: Story = {
  args: { error: 'Enter a 10-digit mobile number.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Client mobile/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(/Enter a 10-digit mobile number\./);
    await expect(within(canvasElement).getByText('Enter a 10-digit mobile number.')).toBeVisible();
  },
};
