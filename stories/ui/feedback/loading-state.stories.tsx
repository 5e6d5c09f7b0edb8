import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { LoadingState } from '../../../src/ui';

const meta = { title: 'UI/Feedback/LoadingState', component: LoadingState } satisfies Meta<
  typeof LoadingState
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading…');
  },
};

export const WithLabel: Story = {
  args: { label: 'Checking your access…' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Checking your access…');
  },
};
