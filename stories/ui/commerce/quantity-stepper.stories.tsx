import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { QuantityStepper } from '../../../src/ui/components/quantity-stepper/quantity-stepper';

function Controlled({
  start,
  max,
  onChange,
}: {
  start: number;
  max: number;
  onChange: (next: number) => void;
}) {
  const [value, setValue] = useState(start);
  return (
    <QuantityStepper
      label="Study table"
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'UI/Commerce/QuantityStepper',
  component: Controlled,
  args: { start: 1, max: 3, onChange: fn() },
} satisfies Meta<typeof Controlled>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StaysWithinItsRange: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const decrease = canvas.getByRole('button', { name: 'Decrease quantity of Study table' });
    const increase = canvas.getByRole('button', { name: 'Increase quantity of Study table' });
    await expect(decrease).toBeDisabled();
    await userEvent.click(increase);
    await userEvent.click(increase);
    await expect(canvas.getByRole('status')).toHaveTextContent('3');
    await expect(increase).toBeDisabled();
    await expect(args.onChange).toHaveBeenLastCalledWith(3);
    // Keyboard: focus the minus button and press Enter.
    decrease.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('status')).toHaveTextContent('2');
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
