import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsJobsJobDetailsPage from '../../../../src/pages/apps/jobs/job-details.page';
import { applicationStore, savedJobStore } from '../../../../src/pages/apps/jobs/jobs-store';
import { expectDemoHeading, expectNoPageOverflow, freshJobs, narrowDark } from './jobs-story';

const meta = {
  title: 'Pages/Apps/Jobs/JobDetails',
  component: AppsJobsJobDetailsPage,
  parameters: { initialPath: '/apps/jobs/job-details' },
  beforeEach: freshJobs,
} satisfies Meta<typeof AppsJobsJobDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ApplySaveAndFollowARelatedJob: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Job details');
    await expectNoPageOverflow();
    // No ?id: the first listing.
    await expect(canvas.getByRole('heading', { level: 2, name: 'CNC router operator' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'FPW Furniture and Panels' })).toBeVisible();

    const form = within(canvas.getByRole('form', { name: 'Apply for CNC router operator' }));
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    await expect(await form.findByText('Enter your full name.')).toBeVisible();
    await expect(form.getByText('Attach your CV (PDF or Word).')).toBeVisible();

    await userEvent.type(form.getByRole('textbox', { name: 'Full name' }), 'Ravi Patil');
    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'ravi@');
    await userEvent.type(form.getByRole('textbox', { name: 'Mobile number' }), '98220 11234');
    const cv = new File(['%PDF-1.4 cv'], 'Ravi-Patil-CV.pdf', { type: 'application/pdf' });
    await userEvent.upload(canvasElement.querySelector('input[type=file]') as HTMLInputElement, cv);
    // The file's row fades in: judge it once it is on screen (a cold CI run caught its first frame).
    await waitFor(() => expect(form.getByText('Ravi-Patil-CV.pdf')).toBeVisible(), { timeout: 8000 });
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    await expect(await form.findByText('Enter an email address like name@example.in.')).toBeVisible();
    await waitFor(() => expect(form.queryByText('Attach your CV (PDF or Word).')).toBeNull());
    await expect(applicationStore.read()).toEqual([]);

    await userEvent.type(form.getByRole('textbox', { name: 'Email' }), 'example.in');
    await userEvent.click(form.getByRole('button', { name: 'Send application' }));
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent('Thank you, Ravi Patil.');
    await expect(applicationStore.read()).toMatchObject([
      { jobId: 'j-cnc-operator', email: 'ravi@example.in', phone: '9822011234', cvName: 'Ravi-Patil-CV.pdf' },
    ]);

    await userEvent.click(canvas.getByRole('button', { name: 'Save CNC router operator' }));
    await waitFor(() => expect(savedJobStore.read()).toEqual(['j-cnc-operator']));

    const related = within(canvas.getByRole('list', { name: 'Related jobs' }));
    await userEvent.click(related.getByRole('link', { name: 'Panel saw operator' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Panel saw operator' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Boardline Panel Processing' })).toBeVisible();
    await expect(canvas.getByRole('form', { name: 'Apply for Panel saw operator' })).toBeVisible();
  },
};

export const ClosedJob: Story = {
  parameters: { initialPath: '/apps/jobs/job-details?id=j-sales-executive' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Showroom sales executive' })).toBeVisible();
    await expect(canvas.getByText(/Applications for this job are closed/)).toBeVisible();
    await expect(canvas.queryByRole('form')).toBeNull();
  },
};

export const UnknownJob: Story = {
  parameters: { initialPath: '/apps/jobs/job-details?id=j-gone' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Job details');
    await expect(canvas.getByText('This job is no longer listed')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search jobs' })).toHaveAttribute(
      'href',
      '/apps/jobs/search-jobs',
    );
  },
};

export const NarrowDark: Story = narrowDark;
