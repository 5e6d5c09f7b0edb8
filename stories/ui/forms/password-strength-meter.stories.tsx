import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field, Input, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordStrengthMeter, strengthLevel } from '../../../src/ui';

const rules = (password: string) => [
  { id: 'length', label: 'At least 8 characters', met: password.length >= 8 },
  { id: 'upper', label: 'An upper-case letter', met: /[A-Z]/.test(password) },
  { id: 'lower', label: 'A lower-case letter', met: /[a-z]/.test(password) },
  { id: 'digit', label: 'A digit', met: /\d/.test(password) },
  { id: 'symbol', label: 'A symbol', met: /[^A-Za-z0-9\s]/.test(password) },
];

const meta = {
  title: 'UI/Forms/PasswordStrengthMeter',
  component: PasswordStrengthMeter,
  args: { rules: rules('abc') },
  decorators: [
    (Story) => (
      <Stack maxW="sm">
        <Story />
      </Stack>
    ),
  ],
} satisfies Meta<typeof PasswordStrengthMeter>;
export default meta;
type Story = StoryObj<typeof meta>;

const meter = (canvasElement: HTMLElement) =>
  within(canvasElement).getByRole('meter', { name: 'Password strength' });

export const Weak: Story = {
  play: async ({ canvasElement }) => {
    await expect(meter(canvasElement)).toHaveAttribute('aria-valuenow', '1');
    await expect(meter(canvasElement)).toHaveAttribute('aria-valuetext', 'Weak: 1 of 5 rules met');
    const list = within(canvasElement).getByRole('list', { name: 'Password rules' });
    await expect(within(list).getByText('A lower-case letter')).toHaveTextContent('(met)');
    await expect(within(list).getByText('A digit')).toHaveTextContent('(not met)');
  },
};

export const Strong: Story = {
  args: { rules: rules('Panel@2026') },
  play: async ({ canvasElement }) => {
    await expect(meter(canvasElement)).toHaveAttribute('aria-valuetext', 'Strong: 5 of 5 rules met');
  },
};

function TypedPassword() {
  const [password, setPassword] = useState('');
  return (
    <Stack gap="3">
      <Field.Root>
        <Field.Label>New password</Field.Label>
        <Input value={password} onChange={(event) => setPassword(event.target.value)} />
      </Field.Root>
      <PasswordStrengthMeter rules={rules(password)} />
    </Stack>
  );
}

export const RisesAsRulesAreMet: Story = {
  render: () => <TypedPassword />,
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText('New password');
    const seen: number[] = [];
    const read = () => seen.push(Number(meter(canvasElement).getAttribute('aria-valuenow')));
    read();
    for (const chunk of ['p', 'ANEL', '2026', '@']) {
      await userEvent.type(input, chunk);
      read();
    }
    // p: lower; +ANEL: upper and length 5; +2026: digit and length 9; +@: symbol.
    await expect(seen).toEqual([0, 1, 2, 4, 5]);
  },
};

export const LevelNames: Story = {
  play: async () => {
    await expect([0, 1, 2, 3, 4, 5].map((met) => strengthLevel(met, 5).label)).toEqual([
      'Too weak',
      'Weak',
      'Weak',
      'Fair',
      'Good',
      'Strong',
    ]);
  },
};
