import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { GoalProgress } from '../../../src/ui/components/goal-progress/goal-progress';

const meta = {
  title: 'UI/Widgets/GoalProgress',
  component: GoalProgress,
  args: {
    title: 'Sales targets, this month',
    goals: [
      { id: 'kitchens', label: 'Modular kitchens', value: 30, target: 25 },
      { id: 'wardrobes', label: 'Wardrobes', value: 9, target: 15 },
      { id: 'studies', label: 'Study units', value: 2, target: 10 },
    ],
    format: (value: number) => `${value} orders`,
  },
} satisfies Meta<typeof GoalProgress>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Overall is the mean of the goals, each capped at 100 %: (100 + 60 + 20) / 3.
    await expect(canvas.getByLabelText('Sales targets, this month: 60% overall')).toBeVisible();
    await expect(canvas.getByText('9 orders of 15 orders · 60%')).toBeVisible();
    await expect(canvas.getByText('30 orders of 25 orders · 100%')).toBeVisible();
  },
};

export const NoGoals: Story = {
  args: { goals: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Sales targets, this month: 0% overall')).toBeVisible();
  },
};
