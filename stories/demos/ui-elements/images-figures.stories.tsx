import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ImagesFiguresDemo } from '../../../src/ui/demos/ui-elements/images-figures-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/ImagesFigures',
  component: ImagesFiguresDemo,
} satisfies Meta<typeof ImagesFiguresDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Images and figures');
    await expectNoPageOverflow();
    // Every image is named; figures carry visible captions.
    for (const image of canvasElement.querySelectorAll('img'))
      await expect(image.getAttribute('alt')).toBeTruthy();
    await expect(canvas.getAllByRole('figure')).toHaveLength(6);
    // The broken photo is replaced by a named placeholder.
    await expect(
      await canvas.findByRole('img', {
        name: 'Site photo of the Sharma residence living room (image not available)',
      }),
    ).toBeVisible();
  },
};

export const NarrowDark: Story = { ...narrowDark };
