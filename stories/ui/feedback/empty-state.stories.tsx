import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { Inbox } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../../src/ui';

const meta = {
  title: 'UI/Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No leads yet',
    description: 'Leads from campaigns, walk-ins and referrals appear here.',
    icon: <Inbox />,
  },
} satisfies Meta<typeof EmptyState>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No leads yet' })).toBeVisible();
    await expect(canvas.getByText(/walk-ins and referrals/)).toBeVisible();
  },
};

const addLead = fn();
export const WithAction: Story = {
  args: { actions: <Button onClick={addLead}>Add lead</Button> },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add lead' }));
    await expect(addLead).toHaveBeenCalledOnce();
  },
};
