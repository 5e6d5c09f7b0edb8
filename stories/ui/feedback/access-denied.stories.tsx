import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { AccessDenied } from '../../../src/ui';

const meta = {
  title: 'UI/Feedback/AccessDenied',
  component: AccessDenied,
  args: {
    reason: 'Leads needs the “leads.view” permission, which none of your roles grants.',
    actions: <Button variant="outline">Back to the start page</Button>,
  },
} satisfies Meta<typeof AccessDenied>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NotYoursToSee: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Not yours to see' });
    await expect(within(region).getByRole('heading', { level: 2, name: 'Not yours to see' })).toBeVisible();
    await expect(within(region).getByText(/leads\.view/)).toBeVisible();
  },
};

export const SignInFirst: Story = {
  args: {
    title: 'Sign in to see this page',
    reason: 'This page shows the business’s own records, so it needs a signed-in member of staff.',
  },
};
