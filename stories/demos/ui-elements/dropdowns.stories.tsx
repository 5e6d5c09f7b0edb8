import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { DropdownsDemo } from '../../../src/ui/demos/ui-elements/dropdowns-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark, screen } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Dropdowns',
  component: DropdownsDemo,
} satisfies Meta<typeof DropdownsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Dropdowns');
    await expectNoPageOverflow();
    const lastAction = canvas.getByTestId('last-action');

    await step('keyboard: open, move down, choose', async () => {
      canvas.getByRole('button', { name: 'Quotation actions' }).focus();
      await userEvent.keyboard('{ArrowDown}');
      const edit = await screen().findByRole('menuitem', { name: /Edit/ });
      await waitFor(() => expect(edit).toHaveAttribute('data-highlighted'));
      await userEvent.keyboard('{ArrowDown}');
      await waitFor(() =>
        expect(screen().getByRole('menuitem', { name: /Duplicate/ })).toHaveAttribute('data-highlighted'),
      );
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(lastAction).toHaveTextContent('Chose: Duplicate'));
      await waitFor(() => expect(canvas.getByRole('button', { name: 'Quotation actions' })).toHaveFocus());
    });

    await step('keyboard: submenu opens with the right arrow', async () => {
      await userEvent.keyboard('{ArrowDown}');
      await screen().findByRole('menuitem', { name: /Edit/ });
      await userEvent.keyboard('{ArrowDown}{ArrowDown}');
      await waitFor(() =>
        expect(screen().getByRole('menuitem', { name: /Export/ })).toHaveAttribute('data-highlighted'),
      );
      await userEvent.keyboard('{ArrowRight}');
      const pdf = await screen().findByRole('menuitem', { name: 'PDF for the client' });
      await waitFor(() => expect(pdf).toHaveAttribute('data-highlighted'));
      await userEvent.keyboard('{Enter}');
      await waitFor(() => expect(lastAction).toHaveTextContent('Chose: Export as PDF'));
    });

    await step('checkable and radio items', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Columns' }));
      const designer = await screen().findByRole('menuitemcheckbox', { name: 'Designer' });
      await expect(designer).toHaveAttribute('aria-checked', 'false');
      await userEvent.click(designer);
      await waitFor(() => expect(designer).toHaveAttribute('aria-checked', 'true'));
      await userEvent.keyboard('{Escape}');
      await expect(canvas.getByTestId('lead-view')).toHaveTextContent('Columns: Client, Designer, Estimate.');

      await userEvent.click(canvas.getByRole('button', { name: 'Sort' }));
      await userEvent.click(await screen().findByRole('menuitemradio', { name: 'Highest value' }));
      await waitFor(() =>
        expect(canvas.getByTestId('lead-view')).toHaveTextContent('Sorted by highest value.'),
      );
      await waitFor(() =>
        expect(screen().queryByRole('menuitemradio', { name: 'Highest value' })).toBeNull(),
      );
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
