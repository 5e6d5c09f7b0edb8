import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import PagesTimelinePage from '../../../src/pages/pages/timeline.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Pages/Timeline',
  component: PagesTimelinePage,
  parameters: { initialPath: '/pages/timeline' },
} satisfies Meta<typeof PagesTimelinePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const titles = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

export const ProjectsAndOrder: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Timeline');
    await expectNoPageOverflow();
    await expect(titles(canvasElement)[0]).toBe('Enquiry from the website');
    await expect(titles(canvasElement)).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Newest first' }));
    await expect(titles(canvasElement)[0]).toBe('Handed over');
    await userEvent.click(canvas.getByRole('button', { name: 'Mehta bedroom wardrobes' }));
    await expect(canvas.getByRole('heading', { level: 2, name: 'Mehta bedroom wardrobes' })).toBeVisible();
    await expect(titles(canvasElement)).toEqual([
      'First design shared',
      'Site measured',
      'Referral from the Sharma family',
    ]);
  },
};

export const NarrowDark: Story = { ...narrowDark };
