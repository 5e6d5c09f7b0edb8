import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Field, Input, Stack } from '@chakra-ui/react';
import { expect, within } from 'storybook/test';
import { AuthFrame } from '../../../src/ui';

const meta = {
  title: 'UI/Auth/AuthFrame',
  component: AuthFrame,
  parameters: { layout: 'fullscreen' },
  args: {
    brand: 'FPW',
    title: 'Sign in',
    description: 'Use your work email and password.',
    children: (
      <Stack gap="4">
        <Field.Root>
          <Field.Label>Email</Field.Label>
          <Input type="email" />
        </Field.Root>
        <Button colorPalette="brand">Sign in</Button>
      </Stack>
    ),
    footer: 'New to the workspace? Ask an administrator.',
  },
} satisfies Meta<typeof AuthFrame>;
export default meta;
type Story = StoryObj<typeof meta>;

const noSidewaysScroll = () =>
  expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(document.documentElement.clientWidth);

export const Basic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByText('FPW workspace')).toBeVisible();
    await expect(canvas.queryByTestId('auth-cover-panel')).toBeNull();
    noSidewaysScroll();
  },
};

export const Cover: Story = {
  args: { variant: 'cover', coverTitle: 'Welcome back' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    const panel = canvas.getByTestId('auth-cover-panel');
    // The illustration panel is shown from the lg breakpoint (1024 px) up and hidden below it.
    const wide = window.matchMedia('(min-width: 64rem)').matches;
    await expect(getComputedStyle(panel).display).toBe(wide ? 'flex' : 'none');
    noSidewaysScroll();
  },
};
