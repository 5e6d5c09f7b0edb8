import type { Meta, StoryObj } from '@storybook/react-vite';
import { HStack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SortableList } from '../../../src/ui/components/sortable-list/sortable-list';

interface Task {
  id: string;
  title: string;
}
const TASKS: Task[] = [
  { id: 'measure', title: 'Measure the site' },
  { id: 'boq', title: 'Build the BOQ' },
  { id: 'cutlist', title: 'Send the cut list' },
];

function TaskList({ onReorder }: { onReorder?: (ids: string[]) => void }) {
  const [tasks, setTasks] = useState(TASKS);
  return (
    <SortableList
      label="Tasks in priority order"
      items={tasks}
      getId={(task) => task.id}
      getLabel={(task) => task.title}
      onReorder={(next) => {
        setTasks(next);
        onReorder?.(next.map((task) => task.id));
      }}
      renderItem={(task, handle) => (
        <HStack borderWidth="1px" rounded="l2" p="2" justify="space-between" bg="bg.panel">
          <Text textStyle="sm">{task.title}</Text>
          {handle}
        </HStack>
      )}
    />
  );
}

const meta = {
  title: 'UI/Layout/SortableList',
  component: TaskList,
  args: { onReorder: fn() },
} satisfies Meta<typeof TaskList>;
export default meta;
type Story = StoryObj<typeof meta>;

const order = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.getAttribute('data-sortable-id'));

export const ReordersWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tasks in priority order' });
    await expect(order(list)).toEqual(['measure', 'boq', 'cutlist']);
    within(list).getByRole('button', { name: 'Move Send the cut list' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(document.body).toHaveTextContent('Picked up Send the cut list. It is in position 3 of 3.'),
    );
    await userEvent.keyboard('{ArrowUp}');
    await waitFor(() =>
      expect(document.body).toHaveTextContent('Send the cut list moved to position 2 of 3.'),
    );
    // dnd-kit animates the move; dropping mid-animation drops at the old place.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.keyboard(' ');
    await waitFor(() => expect(order(list)).toEqual(['measure', 'cutlist', 'boq']));
    await expect(args.onReorder).toHaveBeenLastCalledWith(['measure', 'cutlist', 'boq']);
  },
};

export const EscapeCancels: Story = {
  play: async ({ canvasElement, args }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Tasks in priority order' });
    within(list).getByRole('button', { name: 'Move Measure the site' }).focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.keyboard('{Escape}');
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(order(list)).toEqual(['measure', 'boq', 'cutlist']);
    await expect(args.onReorder).not.toHaveBeenCalled();
  },
};
