import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { AvatarsDemo } from '../../../src/ui/demos/utilities/avatars-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Utilities/Avatars',
  component: AvatarsDemo,
} satisfies Meta<typeof AvatarsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Avatars');
    await expectNoPageOverflow();
    // The photo that fails to load falls back to the person's initials.
    await waitFor(() => expect(canvas.getByTestId('broken-photo')).toHaveTextContent('SR'));
    await expect(canvas.getByRole('img', { name: 'Adonai Interiors logo' })).toBeVisible();
    await expect(canvas.getAllByLabelText('3 more people')).toHaveLength(2);
  },
};

export const NarrowDark: Story = { ...narrowDark };
