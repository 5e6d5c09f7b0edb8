/** The SLA clock of a support ticket, judged at a fixed moment so every story reads the same. */
import { Stack } from '@chakra-ui/react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SlaClock } from '../../../src/ui/components/sla-clock/sla-clock';

const NOW = new Date('2026-11-24T12:00:00.000Z');

const meta = {
  title: 'UI/Feedback/SlaClock',
  component: SlaClock,
  args: { deadline: '2026-11-24T15:20:00.000Z', now: NOW },
} satisfies Meta<typeof SlaClock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TimeLeft: Story = {
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement).getByText('3 h 20 min left');
    await expect(clock).toHaveAttribute('data-state', 'running');
  },
};

export const Breached: Story = {
  args: { deadline: '2026-11-24T10:30:00.000Z' },
  play: async ({ canvasElement }) => {
    const clock = within(canvasElement).getByText('Breached 1 h 30 min ago');
    await expect(clock).toHaveAttribute('data-state', 'breached');
  },
};

export const Resolved: Story = {
  render: (args) => (
    <Stack align="start">
      <SlaClock {...args} deadline="2026-11-25T09:00:00.000Z" stoppedAt="2026-11-24T11:00:00.000Z" />
      <SlaClock {...args} deadline="2026-11-22T09:00:00.000Z" stoppedAt="2026-11-25T11:00:00.000Z" />
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('SLA met')).toHaveAttribute('data-state', 'met');
    await expect(canvas.getByText('SLA missed by 3 d 2 h')).toHaveAttribute('data-state', 'missed');
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' }, args: { deadline: '2026-11-24T10:30:00.000Z' } };
