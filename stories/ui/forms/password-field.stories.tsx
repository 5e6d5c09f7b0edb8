import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from '@chakra-ui/react';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from '../../../src/ui';

const meta = {
  title: 'UI/Forms/PasswordField',
  component: PasswordField,
  decorators: [
    (Story) => (
      <Field.Root maxW="sm">
        <Field.Label>Password</Field.Label>
        <Story />
      </Field.Root>
    ),
  ],
} satisfies Meta<typeof PasswordField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowsAndHides: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'Panel@2026');
    await expect(input).toHaveAttribute('type', 'password');

    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await expect(input).toHaveValue('Panel@2026');

    // The toggle is reachable by keyboard right after the input.
    input.focus();
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'secret' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};
