import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RangeSliderField } from '../../../src/ui/components/range-slider-field/range-slider-field';

function ThicknessRange({ onPick }: { onPick?: (value: number[]) => void }) {
  const [value, setValue] = useState([12, 18]);
  return (
    <RangeSliderField
      label="Panel thickness"
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onPick?.(next);
      }}
      min={6}
      max={25}
      format={(mm) => `${mm} mm`}
      marks={[6, 12, 18, 25].map((mm) => ({ value: mm, label: `${mm}` }))}
      thumbLabels={['Thinnest', 'Thickest']}
    />
  );
}

const meta = {
  title: 'UI/Forms/RangeSliderField',
  component: ThicknessRange,
  args: { onPick: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 360, padding: 16 }}>{Story()}</div>],
} satisfies Meta<typeof ThicknessRange>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThumbsAreNamedAndCannotCross: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const thinnest = canvas.getByRole('slider', { name: 'Thinnest' });
    const thickest = canvas.getByRole('slider', { name: 'Thickest' });
    await expect(thinnest).toHaveAttribute('aria-valuetext', '12 mm');
    await expect(thickest).toHaveAttribute('aria-valuetext', '18 mm');
    thinnest.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(args.onPick).toHaveBeenLastCalledWith([13, 18]));
    await userEvent.keyboard('{End}');
    // One step apart at least: the thinnest stops below the thickest.
    await waitFor(() => expect(Number(thinnest.getAttribute('aria-valuenow'))).toBe(17));
  },
};
