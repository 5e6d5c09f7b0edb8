import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ListGroupDemo } from '../../../src/ui/demos/ui-elements/list-group-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/ListGroup',
  component: ListGroupDemo,
} satisfies Meta<typeof ListGroupDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'List group');
    await expectNoPageOverflow();
    const sections = canvas.getByRole('list', { name: 'Catalogue sections' });
    await userEvent.click(within(sections).getByRole('button', { name: 'Edge bands' }));
    await expect(within(sections).getByRole('button', { name: 'Edge bands' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(within(sections).getByRole('button', { name: 'Panels' })).not.toHaveAttribute(
      'aria-current',
    );
    await expect(canvas.getByText('Showing edge bands')).toBeVisible();

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Spaces' }));
    await expect(canvas.getByText('3 of 6 stages done')).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
