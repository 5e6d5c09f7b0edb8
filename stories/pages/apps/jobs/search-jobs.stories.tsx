import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsJobsSearchJobsPage from '../../../../src/pages/apps/jobs/search-jobs.page';
import { savedJobStore } from '../../../../src/pages/apps/jobs/jobs-store';
import { expectDemoHeading, expectNoPageOverflow, freshJobs, narrowDark } from './jobs-story';

const meta = {
  title: 'Pages/Apps/Jobs/SearchJobs',
  component: AppsJobsSearchJobsPage,
  parameters: { initialPath: '/apps/jobs/search-jobs' },
  beforeEach: freshJobs,
} satisfies Meta<typeof AppsJobsSearchJobsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FilterSortPageAndSave: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Search jobs');
    await expectNoPageOverflow();
    const titles = () =>
      within(canvas.getByRole('list', { name: 'Jobs' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);

    // 14 fixtures, one of them closed; five to a page.
    await expect(canvas.getByRole('heading', { level: 2, name: '13 jobs found' })).toBeVisible();
    await expect(titles()).toHaveLength(5);
    await expect(titles()[0]).toBe('CNC router operator');
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(titles()[0]).toBe('Territory sales manager'));

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Lowest pay');
    await waitFor(() => expect(titles()[0]).toBe('Accounts intern'));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Highest pay');
    await waitFor(() => expect(titles()[0]).toBe('Territory sales manager'));

    await userEvent.type(canvas.getByRole('searchbox', { name: 'Keyword' }), 'designer');
    await waitFor(() =>
      expect(titles()).toEqual(['Kitchen designer', 'Interior designer, kitchens and wardrobes']),
    );
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Location' }), 'Mumbai');
    await waitFor(() => expect(titles()).toEqual(['Kitchen designer']));
    await expect(canvas.getByRole('heading', { level: 2, name: '1 job found' })).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Job type' }), 'Internship');
    await expect(await canvas.findByText('No jobs match')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() =>
      expect(canvas.getByRole('heading', { level: 2, name: '13 jobs found' })).toBeVisible(),
    );
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'Experience' }),
      'Fresher (0–1 years)',
    );
    await waitFor(() => expect(titles()).toHaveLength(5));

    const save = canvas.getByRole('button', { name: 'Save Edge-banding machine operator' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toHaveAttribute('aria-pressed', 'true'));
    await expect(savedJobStore.read()).toEqual(['j-edge-banding']);
    await userEvent.click(canvas.getByRole('button', { name: 'Saved jobs only (1)' }));
    await waitFor(() => expect(titles()).toEqual(['Edge-banding machine operator']));
  },
};

export const NarrowDark: Story = narrowDark;
