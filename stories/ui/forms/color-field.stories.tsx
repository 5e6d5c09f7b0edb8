import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ColorField, type ColorSwatchOption } from '../../../src/ui/components/color-field/color-field';

const LAMINATES: ColorSwatchOption[] = [
  { value: '#f5f0e6', label: 'Frosty white' },
  { value: '#8b5a2b', label: 'Walnut' },
  { value: '#2f3e46', label: 'Slate' },
];

function LaminateColour({
  swatchesOnly = false,
  onPick,
}: {
  swatchesOnly?: boolean;
  onPick?: (hex: string) => void;
}) {
  const [value, setValue] = useState('#f5f0e6');
  return (
    <ColorField
      label="Shutter laminate"
      value={value}
      swatches={LAMINATES}
      swatchesOnly={swatchesOnly}
      onValueChange={(hex) => {
        setValue(hex);
        onPick?.(hex);
      }}
    />
  );
}

const meta = {
  title: 'UI/Forms/ColorField',
  component: LaminateColour,
  args: { onPick: fn() },
  decorators: [(Story) => <div style={{ minHeight: 420 }}>{Story()}</div>],
} satisfies Meta<typeof LaminateColour>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TypedHex: Story = {
  play: async ({ canvasElement, args }) => {
    const hex = within(canvasElement).getByLabelText('Shutter laminate (hex)');
    await userEvent.clear(hex);
    await userEvent.type(hex, '#2f3e46{Enter}');
    await waitFor(() => expect(args.onPick).toHaveBeenLastCalledWith(expect.stringMatching(/^#2f3e46$/i)));
  },
};

export const SwatchesOnly: Story = {
  args: { swatchesOnly: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Frosty white')).toBeVisible();
    await expect(canvas.queryByLabelText('Shutter laminate (hex)')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Walnut' }));
    await expect(args.onPick).toHaveBeenLastCalledWith(expect.stringMatching(/^#8b5a2b$/i));
    // The chosen swatch is named, whatever case the picker reports the hex in.
    await expect(canvas.getByText('Walnut', { selector: 'p' })).toBeVisible();
  },
};
