import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from '../../../src/ui';

const SECOND = 1000;
const inFuture = (ms: number) => new Date(Date.now() + ms);

const meta = {
  title: 'UI/Auth/Countdown',
  component: Countdown,
  args: { label: 'Time until the client portal opens', target: inFuture(0) },
} satisfies Meta<typeof Countdown>;
export default meta;
type Story = StoryObj<typeof meta>;

const seconds = (canvasElement: HTMLElement) =>
  canvasElement.querySelector('[data-unit="seconds"]')?.textContent ?? '';

export const Ticks: Story = {
  // The target is taken when the story renders, so the countdown is always running.
  render: (args) => <Countdown {...args} target={inFuture(((26 * 60 + 3) * 60 + 30) * SECOND)} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const timer = canvas.getByRole('timer', { name: 'Time until the client portal opens' });
    await expect(timer).toHaveTextContent(/01\s*Days\s*02\s*Hours\s*03\s*Minutes/);
    const first = seconds(canvasElement);
    await waitFor(() => expect(seconds(canvasElement)).not.toBe(first), { timeout: 2500 });
    const second = seconds(canvasElement);
    await waitFor(() => expect(seconds(canvasElement)).not.toBe(second), { timeout: 2500 });
    // Screen readers hear the time in words, to the minute, from a polite live region.
    const live = canvasElement.querySelector('[aria-live="polite"]');
    await expect(live).toHaveTextContent(
      'Time until the client portal opens: 1 day, 2 hours and 3 minutes left',
    );
  },
};

export const StopsAtZero: Story = {
  args: { onComplete: fn() },
  render: (args) => <Countdown {...args} target={inFuture(2 * SECOND)} />,
  play: async ({ canvasElement, args }) => {
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1), { timeout: 4000 });
    await expect(seconds(canvasElement)).toBe('00');
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent(
      'the countdown has ended',
    );
  },
};

export const WithAFixedClock: Story = {
  args: {
    target: new Date('2027-03-01T10:00:00+05:30'),
    now: () => new Date('2027-02-24T08:30:15+05:30').getTime(),
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent(
      /05\s*Days\s*01\s*Hours\s*29\s*Minutes\s*45\s*Seconds/,
    );
  },
};
