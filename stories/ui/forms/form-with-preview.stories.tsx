import type { Meta, StoryObj } from '@storybook/react-vite';
import { Card, Input, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { FormField } from '../../../src/ui/components/form-field/form-field';
import { FormWithPreview } from '../../../src/ui/components/form-with-preview/form-with-preview';

/** A quotation title typed on the left shows on the card at the right. */
function QuotationCardForm() {
  const [title, setTitle] = useState('');
  return (
    <FormWithPreview
      previewTitle="Card preview"
      preview={
        <Card.Root size="sm">
          <Card.Body>
            <Text fontWeight="semibold" data-testid="preview-title">
              {title.trim() || 'Untitled quotation'}
            </Text>
          </Card.Body>
        </Card.Root>
      }
    >
      <FormField label="Quotation title">
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
      </FormField>
    </FormWithPreview>
  );
}

const meta = {
  title: 'UI/Forms/FormWithPreview',
  component: QuotationCardForm,
} satisfies Meta<typeof QuotationCardForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const PreviewFollowsTheForm: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: 'Card preview' });
    await expect(within(preview).getByTestId('preview-title')).toHaveTextContent('Untitled quotation');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Quotation title' }),
      'Kitchen, Sharma residence',
    );
    await expect(within(preview).getByTestId('preview-title')).toHaveTextContent('Kitchen, Sharma residence');
  },
};

export const PhoneWidth: Story = {
  globals: { viewport: { value: 'phone375', isRotated: false } },
  parameters: {
    viewport: {
      options: {
        phone375: { name: 'Phone, 375 px', styles: { width: '375px', height: '812px' }, type: 'mobile' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // One column: the preview follows the form instead of standing beside it.
    const form = canvas.getByRole('textbox', { name: 'Quotation title' }).getBoundingClientRect();
    const preview = canvas.getByRole('region', { name: 'Card preview' }).getBoundingClientRect();
    await expect(preview.top).toBeGreaterThan(form.bottom);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(375);
  },
};
