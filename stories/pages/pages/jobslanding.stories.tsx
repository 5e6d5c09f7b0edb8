import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PagesJobslandingPage from '../../../src/pages/pages/jobslanding.page';
import { expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Pages/Jobslanding',
  component: PagesJobslandingPage,
  parameters: { layout: 'fullscreen', initialPath: '/pages/jobslanding' },
} satisfies Meta<typeof PagesJobslandingPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RolesAndSections: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expectNoPageOverflow();
    const roles = canvas.getByRole('list', { name: 'Open roles' });
    await expect(within(roles).getAllByRole('listitem')).toHaveLength(7);
    await userEvent.click(canvas.getByRole('button', { name: 'Production' }));
    await expect(within(roles).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('link', { name: 'View and apply: Panel saw operator' })).toHaveAttribute(
      'href',
      '/apps/jobs/job-details?role=r3',
    );
    const nav = canvas.getByRole('navigation', { name: 'Careers page sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'How we hire' }));
    await waitFor(() => expect(document.activeElement?.id).toBe('careers-process'));
  },
};

export const NarrowDark: Story = { ...narrowDark };
