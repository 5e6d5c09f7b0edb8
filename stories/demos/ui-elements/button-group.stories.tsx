import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ButtonGroupDemo } from '../../../src/ui/demos/ui-elements/button-group-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark, screen } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/ButtonGroup',
  component: ButtonGroupDemo,
} satisfies Meta<typeof ButtonGroupDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Button group');
    await expectNoPageOverflow();
    await expect(canvas.getByRole('toolbar', { name: 'Text formatting' })).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: 'Board' }));
    await expect(canvas.getByRole('radio', { name: 'Board' })).toBeChecked();
    await expect(canvas.getByTestId('task-view')).toHaveTextContent('Showing the board view');

    canvas.getByRole('button', { name: 'More export formats' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    const csv = await screen().findByRole('menuitem', { name: 'CSV' });
    await waitFor(() => expect(csv).toHaveAttribute('data-highlighted'));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() =>
      expect(screen().getByRole('menuitem', { name: 'Excel' })).toHaveAttribute('data-highlighted'),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByText('Exported cut list as Excel')).toBeVisible());
  },
};

export const NarrowDark: Story = { ...narrowDark };
