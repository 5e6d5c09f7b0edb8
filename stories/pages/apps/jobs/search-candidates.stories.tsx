import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsJobsSearchCandidatesPage from '../../../../src/pages/apps/jobs/search-candidates.page';
import { shortlistStore } from '../../../../src/pages/apps/jobs/jobs-store';
import { expectDemoHeading, expectNoPageOverflow, freshJobs, narrowDark } from './jobs-story';

const meta = {
  title: 'Pages/Apps/Jobs/SearchCandidates',
  component: AppsJobsSearchCandidatesPage,
  parameters: { initialPath: '/apps/jobs/search-candidates' },
  beforeEach: freshJobs,
} satisfies Meta<typeof AppsJobsSearchCandidatesPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const names = (canvasElement: HTMLElement) =>
  within(within(canvasElement).getByRole('list', { name: 'Candidates' }))
    .getAllByRole('heading', { level: 3 })
    .map((heading) => heading.textContent);

export const FilterAndShortlist: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Search candidates');
    await expectNoPageOverflow();
    await expect(canvas.getByRole('heading', { level: 2, name: '8 candidates' })).toBeVisible();

    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Skill' }), '3D design');
    await waitFor(() => expect(names(canvasElement)).toEqual(['Sneha Kulkarni', 'Kavya Reddy']));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Experience' }), '6 years and more');
    await waitFor(() => expect(names(canvasElement)).toEqual(['Sneha Kulkarni']));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: 'Location' }), 'Pune');
    await waitFor(() =>
      expect(names(canvasElement)).toEqual(['Ravi Patil', 'Sneha Kulkarni', 'Imran Shaikh', 'Farah Khan']),
    );
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search' }), 'edge');
    await waitFor(() => expect(names(canvasElement)).toEqual(['Imran Shaikh']));
    await userEvent.click(canvas.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(names(canvasElement)).toHaveLength(8));

    const ravi = canvas.getByRole('button', { name: 'Shortlist Ravi Patil' });
    await expect(ravi).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(ravi);
    await waitFor(() => expect(ravi).toHaveAttribute('aria-pressed', 'true'));
    await expect(shortlistStore.read()).toEqual(['cd-sneha', 'cd-ravi']);
    await userEvent.click(canvas.getByRole('button', { name: 'Shortlisted only (2)' }));
    await waitFor(() => expect(names(canvasElement)).toEqual(['Ravi Patil', 'Sneha Kulkarni']));
    await expect(canvas.getByRole('link', { name: 'Ravi Patil' })).toHaveAttribute(
      'href',
      '/apps/jobs/candidate-details?id=cd-ravi',
    );
  },
};

/** A shortlist made on an earlier visit (already in localStorage) is what the page opens with. */
export const ShortlistFromAnEarlierVisit: Story = {
  beforeEach: () => {
    shortlistStore.write(['cd-arjun']);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Shortlist Arjun Nair' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Shortlist Sneha Kulkarni' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Shortlisted only (1)' }));
    await waitFor(() => expect(names(canvasElement)).toEqual(['Arjun Nair']));
  },
};

export const NarrowDark: Story = narrowDark;
