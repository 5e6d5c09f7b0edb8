import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { FollowUpTimeline, formatFollowUpTime, type FollowUpTimelineItem } from '../../../src/ui';

const items: FollowUpTimelineItem[] = [
  {
    id: 'f1',
    at: '2026-11-12T10:30:00+05:30',
    by: 'Asha Rao',
    stage: { name: 'Contacted', colour: '#06b6d4' },
    status: { name: 'Warm', colour: '#f59e0b' },
    comment: 'Called, shared the catalogue on WhatsApp',
  },
  {
    id: 'f3',
    at: '2026-11-20T16:05:00+05:30',
    by: 'Asha Rao',
    stage: { name: 'Site visit', colour: '#f59e0b' },
    status: { name: 'Hot', colour: '#dc2626' },
    comment: 'Site visit done, measurements taken.\nWants a walk-in wardrobe and a study unit.',
  },
  {
    id: 'f2',
    at: '2026-11-15T11:00:00+05:30',
    by: null,
    stage: { name: 'Qualified', colour: 'not a colour' },
    status: null,
    comment: null,
  },
];

const meta = {
  title: 'UI/Data/FollowUpTimeline',
  component: FollowUpTimeline,
  args: { items },
} satisfies Meta<typeof FollowUpTimeline>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list', { name: 'Follow-ups' });
    const entries = within(list).getAllByRole('listitem');
    await expect(entries).toHaveLength(3);
    // Newest first, whatever order they came in.
    await expect(entries[0]).toHaveTextContent('Site visit done, measurements taken.');
    await expect(entries[0]).toHaveTextContent(formatFollowUpTime('2026-11-20T16:05:00+05:30'));
    await expect(entries[0]).toHaveTextContent('Stage: Site visit');
    await expect(entries[0]).toHaveTextContent('Status: Hot');
    await expect(entries[2]).toHaveTextContent('Called, shared the catalogue on WhatsApp');
    // A person who has left and a follow-up without a comment still read clearly.
    await expect(entries[1]).toHaveTextContent('A former colleague');
    await expect(entries[1]).toHaveTextContent('No comment');
    await expect(within(entries[1]!).queryByText(/Status:/)).toBeNull();
    await expect(entries[0]!.querySelector('time')).toHaveAttribute('dateTime', '2026-11-20T16:05:00+05:30');
  },
};

export const Empty: Story = {
  args: { items: [], emptyActions: <Button size="sm">Log follow-up</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No follow-ups yet' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Log follow-up' })).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};
