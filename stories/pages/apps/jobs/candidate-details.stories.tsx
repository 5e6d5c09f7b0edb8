import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import AppsJobsCandidateDetailsPage from '../../../../src/pages/apps/jobs/candidate-details.page';
import { localIsoDate } from '../../../../src/pages/apps/jobs/jobs-forms';
import { interviewStore, shortlistStore } from '../../../../src/pages/apps/jobs/jobs-store';
import { expectDemoHeading, expectNoPageOverflow, freshJobs, narrowDark, screen } from './jobs-story';

const meta = {
  title: 'Pages/Apps/Jobs/CandidateDetails',
  component: AppsJobsCandidateDetailsPage,
  parameters: { initialPath: '/apps/jobs/candidate-details' },
  beforeEach: freshJobs,
} satisfies Meta<typeof AppsJobsCandidateDetailsPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const DAY = 24 * 60 * 60 * 1000;

export const ShortlistAndScheduleAnInterview: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expectDemoHeading(canvasElement, 'Candidate details');
    await expectNoPageOverflow();
    // No ?id: the first candidate.
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ravi Patil' })).toBeVisible();
    await expect(
      within(canvas.getByRole('list', { name: 'Work history' })).getAllByRole('listitem'),
    ).toHaveLength(2);
    await expect(
      within(canvas.getByRole('list', { name: 'Documents' })).getByText('Ravi-Patil-CV.pdf'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'CNC router operator' })).toHaveAttribute(
      'href',
      '/apps/jobs/job-details?id=j-cnc-operator',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Shortlist Ravi Patil' }));
    await waitFor(() => expect(shortlistStore.read()).toEqual(['cd-sneha', 'cd-ravi']));

    await userEvent.click(canvas.getByRole('button', { name: 'Schedule interview' }));
    const dialog = within(await screen().findByRole('dialog', { name: 'Schedule interview' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await expect(await dialog.findByText('Pick a date.')).toBeVisible();
    await expect(dialog.getByText('Pick a time.')).toBeVisible();
    await expect(dialog.getByText('Who will take the interview?')).toBeVisible();

    const date = dialog.getByLabelText(/^Date/);
    const time = dialog.getByLabelText(/^Time/);
    await userEvent.type(date, localIsoDate(new Date(Date.now() - 2 * DAY)));
    await userEvent.type(time, '08:00');
    await userEvent.type(dialog.getByRole('textbox', { name: 'Interviewer' }), 'Sneha Kulkarni');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await expect(await dialog.findByText('Pick today or a later date.')).toBeVisible();
    await expect(dialog.getByText('Interviews run between 09:00 and 18:00.')).toBeVisible();
    await expect(interviewStore.read()).toEqual([]);

    const slot = localIsoDate(new Date(Date.now() + 3 * DAY));
    await userEvent.clear(date);
    await userEvent.type(date, slot);
    await userEvent.clear(time);
    await userEvent.type(time, '11:30');
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'How' }), 'Video call');
    await userEvent.click(dialog.getByRole('button', { name: 'Schedule' }));
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(interviewStore.read()).toMatchObject([
      {
        candidateId: 'cd-ravi',
        date: slot,
        time: '11:30',
        mode: 'Video call',
        interviewer: 'Sneha Kulkarni',
      },
    ]);
    const booked = within(canvas.getByRole('list', { name: 'Scheduled interviews' }));
    await expect(booked.getByText('Video call with Sneha Kulkarni')).toBeVisible();
  },
};

/** What an earlier visit stored is what the page shows (the shortlist, the booked interview); cancelling asks. */
export const SavedOnAnEarlierVisitThenCancel: Story = {
  parameters: { initialPath: '/apps/jobs/candidate-details?id=cd-arjun' },
  beforeEach: () => {
    shortlistStore.write(['cd-arjun']);
    interviewStore.write([
      {
        id: 'iv-1',
        candidateId: 'cd-arjun',
        date: '2026-12-02',
        time: '10:00',
        mode: 'At the workshop',
        interviewer: 'Imran Khan',
      },
    ]);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Arjun Nair' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Shortlist Arjun Nair' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(canvas.getByText('2 Dec 2026 at 10:00')).toBeVisible();
    await expect(canvas.getByText('At the workshop with Imran Khan')).toBeVisible();

    // Cancelling asks first; "Keep it" changes nothing.
    const cancel = canvas.getByRole('button', { name: 'Cancel interview on 2 Dec 2026 at 10:00' });
    await userEvent.click(cancel);
    const ask = await screen().findByRole('alertdialog', { name: 'Cancel this interview?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen().queryByRole('alertdialog')).toBeNull());
    await expect(interviewStore.read()).toHaveLength(1);
    await userEvent.click(cancel);
    await userEvent.click(
      within(await screen().findByRole('alertdialog', { name: 'Cancel this interview?' })).getByRole(
        'button',
        {
          name: 'Cancel interview',
        },
      ),
    );
    await expect(await canvas.findByText('None scheduled yet.')).toBeVisible();
    await expect(interviewStore.read()).toEqual([]);
  },
};

export const UnknownCandidate: Story = {
  parameters: { initialPath: '/apps/jobs/candidate-details?id=cd-nobody' },
  play: async ({ canvasElement }) => {
    await expectDemoHeading(canvasElement, 'Candidate details');
    await expect(within(canvasElement).getByText('This candidate is not in the list')).toBeVisible();
  },
};

export const NarrowDark: Story = narrowDark;
