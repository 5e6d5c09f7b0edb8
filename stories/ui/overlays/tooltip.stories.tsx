import type { Meta, StoryObj } from '@storybook/react-vite';
import { IconButton } from '@chakra-ui/react';
import { Ruler } from 'lucide-react';
import { expect, userEvent, waitFor, within, screen } from 'storybook/test';
import { Tooltip } from '../../../src/ui';

const meta = {
  title: 'UI/Overlays/Tooltip',
  component: Tooltip,
  args: {
    content: 'Measure the site',
    children: (
      <IconButton aria-label="Measure" variant="outline">
        <Ruler size={16} />
      </IconButton>
    ),
  },
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHoverAndFocus: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Measure' });
    await userEvent.hover(trigger);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent('Measure the site'));
    await userEvent.unhover(trigger);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    await userEvent.hover(within(canvasElement).getByRole('button', { name: 'Measure' }));
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(screen.queryByRole('tooltip')).toBeNull();
  },
};
