import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ObjectFitDemo } from '../../../src/ui/demos/ui-elements/object-fit-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from './demo-checks';

const meta = {
  title: 'Demos/UI elements/ObjectFit',
  component: ObjectFitDemo,
} satisfies Meta<typeof ObjectFitDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Object fit');
    await expectNoPageOverflow();
    for (const fit of ['contain', 'cover', 'fill', 'none', 'scale-down']) {
      const image = canvas.getByRole('img', { name: `Wardrobe drawn with object-fit ${fit}` });
      await expect(getComputedStyle(image).objectFit).toBe(fit);
    }
  },
};

export const NarrowDark: Story = { ...narrowDark };
