import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PagesToDoListPage from '../../../src/pages/pages/to-do-list.page';
import { todoStore } from '../../../src/pages/pages/to-do-list/todo-fixtures';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Pages/ToDoList',
  component: PagesToDoListPage,
  parameters: { initialPath: '/pages/to-do-list' },
  beforeEach: () => {
    todoStore.reset();
    return () => todoStore.reset();
  },
} satisfies Meta<typeof PagesToDoListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

export const AddCompleteFilterDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'To-do list');
    await expectNoPageOverflow();

    // A title that says nothing is refused next to the field.
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    await expect(await canvas.findByText('Say what needs doing (at least 3 characters).')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Task' }), 'Fix the Kapoor wardrobe hinges');
    await userEvent.click(canvas.getByRole('button', { name: 'Add task' }));
    const added = await canvas.findByRole('checkbox', { name: /Fix the Kapoor wardrobe hinges/ });
    await expect(added).not.toBeChecked();
    // Stored for the next visit.
    await expect(localStorage.getItem(todoStore.key)).toContain('Fix the Kapoor wardrobe hinges');

    await userEvent.click(added);
    await waitFor(() => expect(added).toBeChecked());
    await userEvent.click(canvas.getByRole('radio', { name: 'Active' }));
    await waitFor(() =>
      expect(canvas.queryByRole('checkbox', { name: /Fix the Kapoor wardrobe hinges/ })).toBeNull(),
    );
    await userEvent.click(canvas.getByRole('radio', { name: 'Completed' }));
    await expect(
      await canvas.findByRole('checkbox', { name: /Fix the Kapoor wardrobe hinges/ }),
    ).toBeChecked();

    // Deleting asks first.
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Fix the Kapoor wardrobe hinges' }));
    const dialog = await body().findByRole('alertdialog', { name: 'Delete this task?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete task' }));
    await waitFor(() =>
      expect(canvas.queryByRole('checkbox', { name: /Fix the Kapoor wardrobe hinges/ })).toBeNull(),
    );
    await expect(localStorage.getItem(todoStore.key)).not.toContain('Fix the Kapoor wardrobe hinges');
  },
};

export const EditAndReorder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      canvas.getByRole('button', { name: 'Edit Send wardrobe shutter options to the Mehta family' }),
    );
    const dialog = await body().findByRole('dialog', { name: 'Edit task' });
    const title = within(dialog).getByRole('textbox', { name: 'Task' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Send shutter laminate samples to the Mehtas');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save task' }));
    await expect(
      await canvas.findByRole('checkbox', { name: /Send shutter laminate samples to the Mehtas/ }),
    ).toBeInTheDocument();

    // Keyboard drag: pick up the first task, move it down one place, drop it.
    const titles = () => todoStore.read().map((todo) => todo.id);
    await expect(titles().slice(0, 2)).toEqual(['todo-1', 'todo-2']);
    const handle = canvas.getByRole('button', { name: /^Move Measure the Sharma kitchen/ });
    handle.focus();
    await userEvent.keyboard('[Space]');
    await userEvent.keyboard('[ArrowDown]');
    await userEvent.keyboard('[Space]');
    await waitFor(() => expect(titles().slice(0, 2)).toEqual(['todo-2', 'todo-1']));
  },
};

/** A reload: the page reads what an earlier visit stored, not the fixtures. */
export const SurvivesAReload: Story = {
  beforeEach: () => {
    localStorage.setItem(
      todoStore.key,
      JSON.stringify([
        {
          id: 'todo-stored',
          title: 'Call the laminate supplier about the walnut finish',
          category: 'Office',
          priority: 'High',
          due: '',
          done: false,
        },
      ]),
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('checkbox', { name: /Call the laminate supplier about the walnut finish/ }),
    ).toBeInTheDocument();
    await expect(canvas.queryByRole('checkbox', { name: /Measure the Sharma kitchen/ })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Reset demo content' }));
    await userEvent.click(await body().findByRole('button', { name: 'Reset' }));
    await expect(
      await canvas.findByRole('checkbox', { name: /Measure the Sharma kitchen/ }),
    ).toBeInTheDocument();
  },
};

export const NarrowDark: Story = { ...narrowDark };
