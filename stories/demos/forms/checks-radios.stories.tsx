import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChecksRadiosDemo } from '../../../src/ui/demos/forms/checks-radios-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/ChecksRadios', component: ChecksRadiosDemo } satisfies Meta<
  typeof ChecksRadiosDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Checks and radios' })).toBeVisible();
    const all = canvas.getByRole('checkbox', { name: 'All hardware' });
    await expect(all).toBePartiallyChecked();
    await userEvent.click(all);
    for (const name of [
      'Soft-close hinges',
      'Tandem drawers',
      'Gas lift for top shutters',
      'Profile handles',
    ]) {
      await expect(canvas.getByRole('checkbox', { name })).toBeChecked();
    }
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Tandem drawers' }));
    await expect(all).toBePartiallyChecked();

    const oneMm = canvas.getByRole('radio', { name: '1 mm' });
    await expect(oneMm).toBeChecked();
    oneMm.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '2 mm' })).toBeChecked();

    await userEvent.click(canvas.getByRole('checkbox', { name: /Lock grain direction/ }));
    await expect(canvas.getByText(/Grain lock is off/)).toBeVisible();

    await userEvent.click(canvas.getByRole('radio', { name: /Suede/ }));
    await expect(canvas.getByRole('radio', { name: /Suede/ })).toBeChecked();
  },
};

export const PhoneDark: Story = phoneDark;
