import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { RangeSliderDemo } from '../../../src/ui/demos/forms/range-slider-demo';
import { phoneDark } from './demo-checks';

const meta = { title: 'Demos/Forms/RangeSlider', component: RangeSliderDemo } satisfies Meta<
  typeof RangeSliderDemo
>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const discount = canvas.getByRole('slider', { name: 'Discount' });
    discount.focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(discount).toHaveAttribute('aria-valuenow', '12.5');
    await expect(discount).toHaveAttribute('aria-valuetext', '12.5%');

    // The two thumbs of a range cannot cross.
    const thinnest = canvas.getByRole('slider', { name: 'Thinnest' });
    thinnest.focus();
    await userEvent.keyboard('{End}');
    await expect(Number(thinnest.getAttribute('aria-valuenow'))).toBeLessThan(18);

    // The slider and the number input stay in step.
    const margin = canvas.getByRole('slider', { name: 'Margin' });
    const start = Number(margin.getAttribute('aria-valuenow'));
    margin.focus();
    // One step at a time, each seen on the thumb before the next: on a cold machine a second key
    // pressed before the first had landed was lost.
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(margin).toHaveAttribute('aria-valuenow', String(start + 1)));
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(margin).toHaveAttribute('aria-valuenow', String(start + 2)));
    await waitFor(() => expect(canvas.getByLabelText('Margin, typed')).toHaveValue(String(start + 2)));
    await expect(start + 2).toBe(24);
  },
};

export const PhoneDark: Story = phoneDark;
