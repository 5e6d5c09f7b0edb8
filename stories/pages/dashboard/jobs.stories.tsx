import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardJobsPage from '../../../src/pages/dashboard/jobs.page';
import { expectDemoHeading, expectNoPageOverflow, narrowDark } from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Dashboard/Jobs',
  component: DashboardJobsPage,
  parameters: { initialPath: '/dashboard/jobs' },
} satisfies Meta<typeof DashboardJobsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RangeChangesEveryFigure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Jobs dashboard');
    await expectNoPageOverflow();
    const figure = (label: string) => canvas.getByTestId(`stat-${label}`).textContent;
    const labels = ['Applications', 'Interviews', 'Offers', 'Open jobs'];
    const applications = () => Number(/^Applications(\d+)/.exec(figure('Applications') ?? '')?.[1]);
    const month = labels.map(figure);
    const monthApplications = applications();
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    await waitFor(() => expect(applications()).toBeLessThan(monthApplications));
    labels.forEach((label, index) => expect(figure(label)).not.toBe(month[index]));
    const recent = within(canvas.getByRole('table', { name: 'Recent applicants, last 7 days' }));
    await expect(recent.getAllByRole('row').length).toBeGreaterThan(1);
    await expect(
      canvas.getByRole('list', { name: /Upcoming interviews, applicants of the last 7 days/ }),
    ).toBeVisible();
    // The funnel's figures are readable as a table too, and start from the range's applications.
    const funnel = await canvas.findByRole(
      'img',
      { name: /Applications of the last 7 days by the stage/ },
      { timeout: 10_000 },
    );
    await expect(funnel).toBeInTheDocument();
    const funnelTable = canvas.getByRole('table', { name: /Applications of the last 7 days by the stage/ });
    await expect(
      within(funnelTable).getByRole('row', { name: new RegExp(`Applied ${applications()}`) }),
    ).toBeInTheDocument();
  },
};

export const NarrowDark: Story = { ...narrowDark };
