import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ColorModeToggle } from '../../../src/ui/components/color-mode/color-mode-toggle';

const meta = {
  title: 'UI/Layout/ColorModeToggle',
  component: ColorModeToggle,
  // Not the toolbar's forced mode: the button must really change the theme.
  parameters: { colorMode: 'free' },
} satisfies Meta<typeof ColorModeToggle>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FlipsTheTheme: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const html = canvasElement.ownerDocument.documentElement;
    const startsDark = html.classList.contains('dark');
    const toggle = canvas.getByRole('button', { name: `Switch to ${startsDark ? 'light' : 'dark'} theme` });
    await userEvent.click(toggle);
    await waitFor(() => expect(html.classList.contains('dark')).toBe(!startsDark));
    await expect(
      canvas.getByRole('button', { name: `Switch to ${startsDark ? 'dark' : 'light'} theme` }),
    ).toBeVisible();
    // Back as it was, so the stories after this one start from the same theme.
    await userEvent.click(canvas.getByRole('button', { name: /^Switch to/ }));
    await waitFor(() => expect(html.classList.contains('dark')).toBe(startsDark));
  },
};
