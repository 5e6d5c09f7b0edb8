import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { CardsDemo } from '../../../src/ui/demos/ui-elements/cards-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/Cards',
  component: CardsDemo,
} satisfies Meta<typeof CardsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Cards');
    await expectNoPageOverflow();
    await expect(canvas.getByRole('img', { name: 'A three-door wardrobe with a loft above' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Rohan Kapoor · 3 BHK interiors' })).toHaveAttribute(
      'href',
      '#lead-rohan-kapoor',
    );
    await expect(canvas.getByRole('progressbar', { name: 'Parts cut' })).toHaveAttribute(
      'aria-valuenow',
      '64',
    );
  },
};

export const NarrowDark: Story = { ...narrowDark };
