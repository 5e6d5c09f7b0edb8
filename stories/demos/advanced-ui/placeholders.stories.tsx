import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PlaceholdersDemo } from '../../../src/ui/demos/advanced-ui/placeholders-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Advanced UI/Placeholders',
  component: PlaceholdersDemo,
} satisfies Meta<typeof PlaceholdersDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Placeholders');
    await expectNoPageOverflow();
    const card = canvas.getByTestId('lead-card');
    await expect(card).toHaveAttribute('aria-busy', 'true');
    await expect(within(card).getByText('Rohan Kapoor')).not.toBeVisible();
    const heightWhileLoading = card.getBoundingClientRect().height;

    await userEvent.click(canvas.getByRole('checkbox', { name: 'Show loaded content' }));
    await expect(card).toHaveAttribute('aria-busy', 'false');
    // The content fades in (Skeleton's animation), so visibility is judged once the fade has run.
    await waitFor(() => expect(within(card).getByText('Rohan Kapoor')).toBeVisible());
    // The skeleton had the real layout's shape: the card does not jump when content arrives.
    await expect(Math.abs(card.getBoundingClientRect().height - heightWhileLoading)).toBeLessThanOrEqual(4);
  },
};

export const NarrowDark: Story = { ...narrowDark };
