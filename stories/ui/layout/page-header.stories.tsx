import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { PageHeader } from '../../../src/ui';

const meta = {
  title: 'UI/Layout/PageHeader',
  component: PageHeader,
  args: { title: 'Quotations', description: 'Quotations built from BOQ items, versioned and printable' },
} satisfies Meta<typeof PageHeader>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TitleAndDescription: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Quotations' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Button variant="outline">Export CSV</Button>
        <Button colorPalette="brand">New quotation</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'New quotation' })).toBeEnabled();
  },
};
