import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { DateTimePickerDemo } from '../../../src/ui/demos/forms/date-time-picker-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/DateTimePicker', component: DateTimePickerDemo } satisfies Meta<
  typeof DateTimePickerDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const visit = canvas.getByLabelText('Site visit date');
    await expect(visit).toHaveAttribute('min', '2026-03-10');
    await expect(visit).toHaveAttribute('max', '2026-05-09');
    await userEvent.type(visit, '2026-07-01');
    await expect(visit).toHaveAccessibleDescription(
      expect.stringContaining('Choose a date within the next 60 days.'),
    );

    const time = canvas.getByLabelText('Visit time');
    await expect(time).toHaveAttribute('step', '900');

    // The end cannot be earlier than the start: its minimum follows the start.
    const start = canvas.getByLabelText('Installation starts');
    const end = canvas.getByLabelText('Installation ends');
    await expect(end).toHaveAttribute('min', '2026-03-16');
    await expect(canvas.getByText('46 days')).toBeVisible();
    await userEvent.clear(start);
    await userEvent.type(start, '2026-04-01');
    await expect(end).toHaveAttribute('min', '2026-04-01');
    await expect(canvas.getByText('30 days')).toBeVisible();
  },
};

export const PhoneDark: Story = phoneDark;
