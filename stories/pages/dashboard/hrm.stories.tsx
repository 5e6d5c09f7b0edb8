import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardHrmPage from '../../../src/pages/dashboard/hrm.page';
import { leaveDecisionStore } from '../../../src/pages/dashboard/hrm/hrm-store';
import {
  expectDemoHeading,
  expectNoPageOverflow,
  narrowDark,
  screen,
} from '../../demos/ui-elements/demo-checks';

const meta = {
  title: 'Pages/Dashboard/Hrm',
  component: DashboardHrmPage,
  parameters: { initialPath: '/dashboard/hrm' },
  beforeEach: () => {
    leaveDecisionStore.reset();
    return () => leaveDecisionStore.reset();
  },
} satisfies Meta<typeof DashboardHrmPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RangeChangesEveryFigure: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'HR dashboard');
    await expectNoPageOverflow();
    const figure = (label: string) => canvas.getByTestId(`stat-${label}`).textContent;
    const labels = ['Headcount', 'Attendance today', 'Open positions', 'Leave requests', 'Payroll cost'];
    const month = labels.map(figure);
    await userEvent.click(canvas.getByRole('radio', { name: '90 days' }));
    await waitFor(() => expect(canvas.getByText(/last 90 days\./)).toBeVisible());
    // Every card reads differently: its value or its comparison follows the range.
    labels.forEach((label, index) => expect(figure(label)).not.toBe(month[index]));
    await expect(
      await canvas.findByRole(
        'img',
        { name: /Attendance per day in percent, last 90 days/ },
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
    await expect(
      canvas.getByRole('img', { name: /Headcount by department, 90 days ago and today/ }),
    ).toBeInTheDocument();
  },
};

export const ApprovingLeaveAsksAndPersists: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: '7 days' }));
    const pendingBefore = Number(
      /\((\d+) pending\)/.exec(canvas.getByTestId('stat-Leave requests').textContent ?? '')?.[1],
    );
    await expect(pendingBefore).toBeGreaterThan(0);
    const [approve] = canvas.getAllByRole('button', { name: /^Approve leave of/ });
    if (!approve) throw new Error('no pending leave request');
    const employee = (approve.getAttribute('aria-label') ?? '').replace('Approve leave of ', '');
    await userEvent.click(approve);
    const dialog = await screen().findByRole('alertdialog', { name: 'Approve this leave?' });
    // The dialog fades in; judge visibility once it has.
    await waitFor(() => expect(within(dialog).getByText(new RegExp(employee))).toBeVisible());
    await userEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(canvas.getByTestId('stat-Leave requests')).toHaveTextContent(`(${pendingBefore - 1} pending)`),
    );
    // The toast slides in; judge it once it has.
    const toast = await screen().findByText('Leave approved');
    await waitFor(() => expect(toast).toBeVisible());
    // Kept in the demo store, so it survives a reload.
    await expect(Object.values(leaveDecisionStore.read())).toEqual(['Approved']);
    await expect(window.localStorage.getItem(leaveDecisionStore.key)).toContain('Approved');

    // Rejecting asks too, and Cancel changes nothing.
    const [reject] = canvas.getAllByRole('button', { name: /^Reject leave of/ });
    if (!reject) throw new Error('no pending leave request left');
    await userEvent.click(reject);
    const rejectDialog = await screen().findByRole('alertdialog', { name: 'Reject this leave?' });
    await userEvent.click(within(rejectDialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen().queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(canvas.getByTestId('stat-Leave requests')).toHaveTextContent(
      `(${pendingBefore - 1} pending)`,
    );
  },
};

export const NarrowDark: Story = { ...narrowDark };
