/**
 * StageTimeline: where a project stands and how it got there; "Move to next stage" asks for the
 * comment, refuses an empty one, and shows a refusal from the backend in the dialog.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { StageTimeline, type StageLogItem } from '../../../src/ui/components/stage-timeline/stage-timeline';

const STAGES = ['Enquiry', 'Recce', 'Design', 'Quotation', 'Approved'].map((label) => ({
  value: label.toLowerCase(),
  label,
}));

const LOG: StageLogItem[] = [
  { id: 'l1', from: null, to: 'Enquiry', at: '2026-09-02T05:30:00Z', by: 'Asha Rao', note: null },
  {
    id: 'l2',
    from: 'Enquiry',
    to: 'Recce',
    at: '2026-09-16T10:30:00Z',
    by: 'Meera Iyer',
    note: 'Site visit booked for Saturday',
  },
];

function Project({ refuse = false }: { refuse?: boolean }) {
  const [current, setCurrent] = useState('recce');
  const [entries, setEntries] = useState(LOG);
  return (
    <StageTimeline
      stages={STAGES}
      current={current}
      entries={entries}
      onMove={async (note) => {
        await new Promise((resolve) => setTimeout(resolve, 50));
        if (refuse) throw new Error('Someone else saved this project after you opened it');
        const index = STAGES.findIndex((stage) => stage.value === current);
        const next = STAGES[index + 1]!;
        setEntries((list) => [
          ...list,
          {
            id: `l${list.length + 1}`,
            from: STAGES[index]!.label,
            to: next.label,
            at: '2026-11-25T06:00:00Z',
            by: 'Meera Iyer',
            note,
          },
        ]);
        setCurrent(next.value);
      }}
    />
  );
}

const meta = { title: 'UI/Data/StageTimeline', component: Project } satisfies Meta<typeof Project>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MoveWithAComment: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      canvas.getByRole('list', { name: 'Stages' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Recce');
    await userEvent.click(canvas.getByRole('button', { name: 'Move to next stage' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Move to Design' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Move to Design' }));
    await expect(await dialog.findByText(/Say why it moves on/)).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: /Comment/ }), 'Measurements done, 4 rooms');
    await userEvent.click(dialog.getByRole('button', { name: 'Move to Design' }));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const history = canvas.getByRole('list', { name: 'Stage history' });
    await expect(history).toHaveTextContent('Recce → Design');
    await expect(history).toHaveTextContent('Measurements done, 4 rooms');
    await expect(
      canvas.getByRole('list', { name: 'Stages' }).querySelector('[aria-current="step"]'),
    ).toHaveTextContent('Design');
  },
};

export const RefusedByTheBackend: Story = {
  args: { refuse: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Move to next stage' }));
    const dialog = within(await body.findByRole('dialog', { name: 'Move to Design' }));
    const comment = dialog.getByRole('textbox', { name: /Comment/ });
    await userEvent.type(comment, 'Ready');
    await userEvent.click(dialog.getByRole('button', { name: 'Move to Design' }));
    await expect(
      await dialog.findByText('Someone else saved this project after you opened it'),
    ).toBeVisible();
    await expect(comment).toHaveValue('Ready');
  },
};

export const Dark: Story = { globals: { colorMode: 'dark' } };
