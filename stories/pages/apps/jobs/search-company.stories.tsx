import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsJobsSearchCompanyPage from '../../../../src/pages/apps/jobs/search-company.page';
import { followedCompanyStore } from '../../../../src/pages/apps/jobs/jobs-store';
import { expectDemoHeading, expectNoPageOverflow, freshJobs, narrowDark } from './jobs-story';

const meta = {
  title: 'Pages/Apps/Jobs/SearchCompany',
  component: AppsJobsSearchCompanyPage,
  parameters: { initialPath: '/apps/jobs/search-company' },
  beforeEach: freshJobs,
} satisfies Meta<typeof AppsJobsSearchCompanyPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const FilterSortAndFollow: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Search companies');
    await expectNoPageOverflow();
    const names = () =>
      within(canvas.getByRole('list', { name: 'Companies' }))
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent);

    await expect(canvas.getByRole('heading', { level: 2, name: '8 companies' })).toBeVisible();
    await expect(names()[0]).toBe('Boardline Panel Processing');
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Industry' }), 'Panel processing');
    await waitFor(() => expect(names()).toEqual(['Boardline Panel Processing', 'Pressline Laminators']));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Location' }), 'Pune');
    await waitFor(() => expect(names()).toEqual(['Pressline Laminators']));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'veneer');
    await expect(await canvas.findByText('No companies match')).toBeVisible();

    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(names()).toHaveLength(8));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Sort by' }), 'Most open roles');
    await waitFor(() => expect(names()[0]).toBe('FPW Furniture and Panels'));
    // Seven postings, one of them closed.
    await expect(
      canvas.getByRole('link', { name: '6 open roles at FPW Furniture and Panels' }),
    ).toHaveAttribute('href', '/apps/jobs/search-jobs?q=FPW+Furniture+and+Panels');

    const follow = canvas.getByRole('button', { name: 'Follow Laminova Surfaces' });
    await userEvent.click(follow);
    await waitFor(() => expect(follow).toHaveAttribute('aria-pressed', 'true'));
    await expect(followedCompanyStore.read()).toEqual(['c-laminova']);
    await userEvent.click(canvas.getByRole('button', { name: 'Following only (1)' }));
    await waitFor(() => expect(names()).toEqual(['Laminova Surfaces']));
  },
};

export const NarrowDark: Story = narrowDark;
