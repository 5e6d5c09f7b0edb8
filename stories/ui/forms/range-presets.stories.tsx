import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { RangePresets } from '../../../src/ui/components/range-presets/range-presets';

const PRESETS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
] as const;

function SalesRange() {
  const [days, setDays] = useState(30);
  return (
    <>
      <RangePresets value={days} onValueChange={setDays} presets={PRESETS} />
      <Text mt="3">Showing the last {days} days</Text>
    </>
  );
}

const meta = {
  title: 'UI/Forms/RangePresets',
  component: SalesRange,
} satisfies Meta<typeof SalesRange>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChoosesOnePreset: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Date range' });
    await expect(within(group).getByRole('radio', { name: '30 days' })).toBeChecked();
    await userEvent.click(within(group).getByRole('radio', { name: '7 days' }));
    await expect(within(group).getByRole('radio', { name: '7 days' })).toBeChecked();
    await expect(within(group).getByRole('radio', { name: '30 days' })).not.toBeChecked();
    await expect(canvas.getByText('Showing the last 7 days')).toBeVisible();
    // Arrow keys move between presets, as in any radio group.
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByText('Showing the last 30 days')).toBeVisible();
  },
};
