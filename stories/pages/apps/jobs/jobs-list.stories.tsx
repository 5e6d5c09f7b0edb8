import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsJobsJobsListPage from '../../../../src/pages/apps/jobs/jobs-list.page';
import { jobStore } from '../../../../src/pages/apps/jobs/jobs-store';
import { expectDemoHeading, expectNoPageOverflow, freshJobs, narrowDark, screen } from './jobs-story';

const meta = {
  title: 'Pages/Apps/Jobs/JobsList',
  component: AppsJobsJobsListPage,
  parameters: { initialPath: '/apps/jobs/jobs-list' },
  beforeEach: freshJobs,
} satisfies Meta<typeof AppsJobsJobsListPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const statusOf = (id: string) => jobStore.read().find((job) => job.id === id)?.status;

export const FilterCloseReopenAndDelete: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Jobs list');
    await expectNoPageOverflow();
    const table = canvas.getByRole('table', { name: 'Job postings' });
    const titles = () =>
      within(table)
        .queryAllByRole('link')
        .map((link) => link.textContent);
    // Only our own seven postings, newest first.
    await expect(titles()).toEqual([
      'CNC router operator',
      'Edge-banding machine operator',
      'Interior designer, kitchens and wardrobes',
      'Site surveyor',
      'Showroom sales executive',
      'Furniture installer',
      'Accounts intern',
    ]);
    await userEvent.click(within(table).getByRole('button', { name: /^Applicants/ }));
    await waitFor(() => expect(titles()[0]).toBe('Site surveyor'));

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Closed');
    await waitFor(() => expect(titles()).toEqual(['Showroom sales executive']));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Open');
    await waitFor(() => expect(titles()).toHaveLength(6));

    // Closing asks first; cancelling changes nothing.
    await userEvent.click(within(table).getByRole('button', { name: 'Close Site surveyor' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'Close this job?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    await expect(statusOf('j-site-surveyor')).toBe('Open');

    await userEvent.click(within(table).getByRole('button', { name: 'Close Site surveyor' }));
    await userEvent.click(
      within(await screen().findByRole('alertdialog', { name: 'Close this job?' })).getByRole('button', {
        name: 'Close job',
      }),
    );
    await waitFor(() => expect(titles()).not.toContain('Site surveyor'));
    await expect(statusOf('j-site-surveyor')).toBe('Closed');

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Filter by status' }), 'Closed');
    await waitFor(() => expect(titles()).toEqual(['Site surveyor', 'Showroom sales executive']));
    await userEvent.click(within(table).getByRole('button', { name: 'Reopen Showroom sales executive' }));
    await userEvent.click(
      within(await screen().findByRole('alertdialog', { name: 'Reopen this job?' })).getByRole('button', {
        name: 'Reopen job',
      }),
    );
    await waitFor(() => expect(titles()).toEqual(['Site surveyor']));
    await expect(statusOf('j-sales-executive')).toBe('Open');

    await userEvent.click(within(table).getByRole('button', { name: 'Delete Site surveyor' }));
    await userEvent.click(
      within(await screen().findByRole('alertdialog', { name: 'Delete this job?' })).getByRole('button', {
        name: 'Delete job',
      }),
    );
    await expect(await canvas.findByText('No rows match these filters')).toBeVisible();
    await expect(jobStore.read().some((job) => job.id === 'j-site-surveyor')).toBe(false);
    await expect(canvas.getByText(/Our own postings: 6 open, 0 closed/)).toBeVisible();
  },
};

export const NarrowDark: Story = narrowDark;
