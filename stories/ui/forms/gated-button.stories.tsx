import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { GatedButton } from '../../../src/ui';

const meta = {
  title: 'UI/Forms/GatedButton',
  component: GatedButton,
  args: { children: 'Approve quotation', colorPalette: 'brand', onClick: fn() },
} satisfies Meta<typeof GatedButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Allowed: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Approve quotation' });
    await expect(button).toBeEnabled();
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Blocked: Story = {
  args: { blockedReason: 'Your role does not include “proposal.approve”. Ask an administrator.' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Approve quotation' });
    await expect(button).toBeDisabled();
    const wrapper = canvas.getByLabelText(/proposal\.approve/);
    await userEvent.hover(wrapper);
    await waitFor(() => expect(screen.getByRole('tooltip')).toHaveTextContent(/Ask an administrator/), {
      timeout: 4000,
    });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
