import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../../../src/ui/components/form-field/form-field';
import { MaskedInput } from '../../../src/ui/components/masked-input/masked-input';
import type { MaskKind, MaskResult } from '../../../src/ui/components/masked-input/masks';

/** A masked field that shows what would be stored (the raw value) under it. */
function MaskedField({ mask, label }: { mask: MaskKind; label: string }) {
  const [result, setResult] = useState<MaskResult>({ display: '', raw: '', complete: false });
  return (
    <Stack gap="2" maxW="sm">
      <FormField label={label} error={result.problem}>
        <MaskedInput mask={mask} value={result.raw} onValueChange={setResult} />
      </FormField>
      <Text textStyle="sm" data-testid="stored">
        Stored: {result.raw || '—'} {result.complete ? '(complete)' : ''}
      </Text>
    </Stack>
  );
}

const meta = {
  title: 'UI/Forms/MaskedInput',
  component: MaskedField,
  args: { mask: 'phone-in', label: 'Mobile' },
} satisfies Meta<typeof MaskedField>;
export default meta;
type Story = StoryObj<typeof meta>;

export const IndianMobile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'Mobile' });
    await userEvent.type(input, '98450a12345');
    await expect(input).toHaveValue('+91 98450 12345');
    await expect(canvas.getByTestId('stored')).toHaveTextContent('Stored: +919845012345 (complete)');
  },
};

export const Gstin: Story = {
  args: { mask: 'gstin', label: 'GSTIN' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: 'GSTIN' });
    // Lower case is raised; a wrong check character is explained next to the field.
    await userEvent.type(input, '27aapfu0939f1za');
    await expect(input).toHaveValue('27AAPFU0939F1ZA');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(input, '{Backspace}V');
    await expect(input).not.toHaveAttribute('aria-invalid', 'true');
  },
};

export const Rupees: Story = {
  args: { mask: 'inr', label: 'Quotation amount' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Quotation amount' });
    await userEvent.type(input, '1234567');
    // Indian grouping: lakhs and crores.
    await expect(input).toHaveValue('12,34,567');
  },
};
