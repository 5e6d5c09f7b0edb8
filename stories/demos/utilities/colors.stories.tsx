import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { system, tokenContrast } from '../../../src/ui';
import { ColorsDemo } from '../../../src/ui/demos/utilities/colors-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Utilities/Colors',
  component: ColorsDemo,
} satisfies Meta<typeof ColorsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Colors');
    await expectNoPageOverflow();

    // Both colour modes render side by side from the same tokens.
    const light = getComputedStyle(canvas.getByTestId('mode-light'));
    const dark = getComputedStyle(canvas.getByTestId('mode-dark'));
    await expect(light.backgroundColor).not.toBe(dark.backgroundColor);
    await expect(light.color).not.toBe(dark.color);

    // Figures come from the theme: brand text on the brand solid in light mode...
    const brand = canvas.getByTestId('contrast-brand.contrast on brand.solid');
    const expected = tokenContrast(system, 'brand.contrast', 'brand.solid', 'light');
    await expect(expected).toBeGreaterThan(4.5);
    await expect(brand.querySelector('[data-mode="light"]')).toHaveTextContent(`${expected?.toFixed(2)}:1`);
    // ...and weak pairs are called out rather than hidden.
    await expect(
      canvas.getByTestId('contrast-fg.subtle on bg').querySelector('[data-mode="light"]'),
    ).toHaveTextContent(/Fail|AA large/);
    await expect(canvas.getByRole('table', { name: 'Semantic tokens and their values' })).toHaveTextContent(
      String(system.token('colors.brand.700')),
    );
  },
};

export const NarrowDark: Story = { ...narrowDark };
