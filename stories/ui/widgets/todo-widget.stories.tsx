import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TodoWidget } from '../../../src/ui/components/todo-widget/todo-widget';

const meta = {
  title: 'UI/Widgets/TodoWidget',
  component: TodoWidget,
  args: {
    title: 'My tasks',
    onChange: fn(),
    initialTodos: [
      { id: 'priya', title: 'Call Priya about the wardrobe shutters', done: false },
      { id: 'survey', title: 'Book the Baner site survey', done: true },
    ],
  },
} satisfies Meta<typeof TodoWidget>;
export default meta;
type Story = StoryObj<typeof meta>;

export const AddTickFilterDelete: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const list = () => canvas.getByRole('list', { name: 'My tasks tasks' });
    await expect(canvas.getByText('1 open')).toBeVisible();

    await step('add', async () => {
      await expect(canvas.getByRole('button', { name: 'Add' })).toBeDisabled();
      await userEvent.type(canvas.getByRole('textbox', { name: 'New task' }), 'Order edge band{Enter}');
      await expect(within(list()).getByRole('checkbox', { name: 'Order edge band' })).not.toBeChecked();
      await expect(canvas.getByText('2 open')).toBeVisible();
      await expect(canvas.getByRole('textbox', { name: 'New task' })).toHaveValue('');
    });

    await step('tick off', async () => {
      await userEvent.click(within(list()).getByText('Call Priya about the wardrobe shutters'));
      await expect(canvas.getByText('1 open')).toBeVisible();
      await expect(args.onChange).toHaveBeenLastCalledWith(
        expect.arrayContaining([expect.objectContaining({ id: 'priya', done: true })]),
      );
    });

    await step('filter', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
      await expect(canvas.getByRole('button', { name: 'Open' })).toHaveAttribute('aria-pressed', 'true');
      await expect(within(list()).getAllByRole('checkbox')).toHaveLength(1);
      await userEvent.click(canvas.getByRole('button', { name: 'All' }));
    });

    await step('delete', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Delete Book the Baner site survey' }));
      await expect(canvas.queryByText('Book the Baner site survey')).toBeNull();
    });
  },
};

export const Empty: Story = {
  args: { initialTodos: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Nothing to do.')).toBeVisible();
  },
};
