import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../../../src/ui/components/form-field/form-field';
import { NumberField } from '../../../src/ui/components/number-field/number-field';

function PanelLength() {
  const [length, setLength] = useState(2400);
  return (
    <FormField label="Panel length" helpText="Up to a full 2440 mm sheet.">
      <NumberField value={length} onValueChange={setLength} unit="mm" min={100} max={2440} step={10} />
      <Text textStyle="sm" data-testid="length">
        {Number.isNaN(length) ? 'empty' : length}
      </Text>
    </FormField>
  );
}

const meta = { title: 'UI/Forms/NumberField', component: PanelLength } satisfies Meta<typeof PanelLength>;
export default meta;
type Story = StoryObj<typeof meta>;

export const StepsWithinLimits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('spinbutton', { name: /Panel length/ });
    await expect(canvas.getByText('mm')).toBeVisible();
    input.focus();
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() => expect(canvas.getByTestId('length')).toHaveTextContent('2410'));
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}{ArrowUp}');
    // Clamped to the sheet.
    await waitFor(() => expect(canvas.getByTestId('length')).toHaveTextContent('2440'));
    await expect(input).toHaveAttribute('aria-valuemax', '2440');
  },
};
