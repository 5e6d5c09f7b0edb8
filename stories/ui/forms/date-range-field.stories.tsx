import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { DateRangeField, type DateRange } from '../../../src/ui/components/date-range-field/date-range-field';

function InstallationWindow({ error }: { error?: string }) {
  const [range, setRange] = useState<DateRange>({ start: '2026-03-16', end: '' });
  return (
    <DateRangeField
      label="Installation window"
      value={range}
      onValueChange={setRange}
      min="2026-03-10"
      max="2026-06-30"
      helpText="Between 10 March and 30 June."
      error={error}
      required
    />
  );
}

const meta = {
  title: 'UI/Forms/DateRangeField',
  component: InstallationWindow,
} satisfies Meta<typeof InstallationWindow>;
export default meta;
type Story = StoryObj<typeof meta>;

export const EndCannotPrecedeStart: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('group', { name: /Installation window/ });
    const start = within(group).getByLabelText('From');
    const end = within(group).getByLabelText('To');
    await expect(start).toHaveAttribute('min', '2026-03-10');
    // The end's earliest day follows the chosen start.
    await expect(end).toHaveAttribute('min', '2026-03-16');
    await userEvent.type(end, '2026-04-30');
    await expect(end).toHaveValue('2026-04-30');
    await expect(start).toHaveAttribute('max', '2026-04-30');
    await expect(start).toHaveAccessibleDescription('Between 10 March and 30 June.');
  },
};

export const WithError: Story = {
  args: { error: 'Choose the last day of installation.' },
  play: async ({ canvasElement }) => {
    const end = within(canvasElement).getByLabelText('To');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription(/Choose the last day of installation\./);
  },
};
