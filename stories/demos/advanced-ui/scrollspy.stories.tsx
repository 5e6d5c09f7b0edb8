import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ScrollspyDemo } from '../../../src/ui/demos/advanced-ui/scrollspy-demo';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../ui-elements/demo-checks';

const meta = {
  title: 'Demos/Advanced UI/Scrollspy',
  component: ScrollspyDemo,
} satisfies Meta<typeof ScrollspyDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Scrollspy');
    await expectNoPageOverflow();
    const nav = canvas.getByRole('navigation', { name: 'Quotation sections' });
    const scroller = canvas.getByTestId('scrollspy-scroller');
    const link = (name: string) => within(nav).getByRole('link', { name });

    await expect(link('Summary')).toHaveAttribute('aria-current', 'location');

    await step('scrolling a section to the top highlights it', async () => {
      const hardware = within(scroller).getByRole('region', { name: 'Hardware' });
      scroller.scrollTop += hardware.getBoundingClientRect().top - scroller.getBoundingClientRect().top;
      await waitFor(() => expect(link('Hardware')).toHaveAttribute('aria-current', 'location'));
      await expect(link('Summary')).not.toHaveAttribute('aria-current');
      await expect(nav.querySelectorAll('[aria-current]')).toHaveLength(1);
    });

    await step('following a link scrolls to its section and highlights it', async () => {
      await userEvent.click(link('Materials'));
      const materials = within(scroller).getByRole('region', { name: 'Materials' });
      await waitFor(() =>
        expect(
          Math.abs(materials.getBoundingClientRect().top - scroller.getBoundingClientRect().top),
        ).toBeLessThan(4),
      );
      await waitFor(() => expect(link('Materials')).toHaveAttribute('aria-current', 'location'));
      await expect(materials).toHaveFocus();
    });

    await step('the end of the document highlights the last section', async () => {
      scroller.scrollTop = scroller.scrollHeight;
      await waitFor(() => expect(link('Terms')).toHaveAttribute('aria-current', 'location'));
    });
  },
};

export const NarrowDark: Story = { ...narrowDark };
