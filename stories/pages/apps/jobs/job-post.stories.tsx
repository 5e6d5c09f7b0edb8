import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsJobsJobPostPage from '../../../../src/pages/apps/jobs/job-post.page';
import { jobStore } from '../../../../src/pages/apps/jobs/jobs-store';
import { toaster } from '../../../../src/ui';
import { expectDemoHeading, expectNoPageOverflow, freshJobs, narrowDark } from './jobs-story';

const meta = {
  title: 'Pages/Apps/Jobs/JobPost',
  component: AppsJobsJobPostPage,
  parameters: { initialPath: '/apps/jobs/job-post' },
  beforeEach: freshJobs,
} satisfies Meta<typeof AppsJobsJobPostPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ValidateAndPost: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Post a job');
    await expectNoPageOverflow();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monthly pay from (₹)' }), '30000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monthly pay to (₹)' }), '25000');
    await userEvent.click(canvas.getByRole('button', { name: 'Post job' }));
    await expect(await canvas.findByText('Give the role a title of at least 4 characters.')).toBeVisible();
    await expect(canvas.getByText('The top of the range must not be below the bottom.')).toBeVisible();
    await expect(canvas.getByText('Describe the work in at least 40 characters.')).toBeVisible();

    await userEvent.type(canvas.getByRole('textbox', { name: 'Job title' }), 'Edge banding machine operator');
    await userEvent.clear(canvas.getByRole('textbox', { name: 'Monthly pay to (₹)' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Monthly pay to (₹)' }), '36000');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'What the work is' }),
      'Run the edge bander on PVC and ABS tape, check glue lines and trim quality.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Post job' }));
    await expect(await canvas.findByText('“Edge banding machine operator” is live')).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('₹30,000–36,000 a month');
    // The post joins our listings, newest first, and the confirmation links to it.
    const [newest] = jobStore.read();
    await expect(newest).toMatchObject({
      title: 'Edge banding machine operator',
      companyId: 'c-fpw',
      status: 'Open',
      payFrom: 30_000,
      payTo: 36_000,
      applicants: 0,
    });
    await expect(canvas.getByRole('link', { name: 'View the job' })).toHaveAttribute(
      'href',
      `/apps/jobs/job-details?id=${newest?.id ?? ''}`,
    );
    toaster.dismiss();
    await waitFor(() => expect(document.querySelector('[data-scope="toast"][data-part="root"]')).toBeNull());
  },
};

export const NarrowDark: Story = { ...narrowDark };
