import type { Meta, StoryObj } from '@storybook/react-vite';
import { Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { KanbanBoard, type KanbanColumn } from '../../../src/ui/components/kanban-board/kanban-board';

interface Job {
  id: string;
  title: string;
  column: string;
  locked?: boolean;
}
const COLUMNS: KanbanColumn[] = [
  { id: 'todo', title: 'To do', summary: '2 jobs' },
  { id: 'doing', title: 'Doing' },
  { id: 'done', title: 'Done' },
];
const JOBS: Job[] = [
  { id: 'measure', title: 'Measure the site', column: 'todo' },
  { id: 'boq', title: 'Build the BOQ', column: 'todo' },
  { id: 'cutlist', title: 'Send the cut list', column: 'doing', locked: true },
];

function JobBoard({ onMove }: { onMove?: (job: Job, toColumnId: string, toIndex: number) => void }) {
  const [jobs, setJobs] = useState(JOBS);
  return (
    <KanbanBoard
      label="Workshop jobs"
      columns={COLUMNS}
      cards={jobs}
      getCardId={(job) => job.id}
      getColumnId={(job) => job.column}
      getCardLabel={(job) => job.title}
      isCardDisabled={(job) => job.locked === true}
      renderCard={(job) => (
        <Stack gap="0">
          <Text textStyle="sm" fontWeight="medium">
            {job.title}
          </Text>
          {job.locked && (
            <Text textStyle="xs" color="fg.muted">
              Locked
            </Text>
          )}
        </Stack>
      )}
      onMove={(job, toColumnId, toIndex) => {
        onMove?.(job, toColumnId, toIndex);
        setJobs((current) => {
          const rest = current.filter((candidate) => candidate.id !== job.id);
          const moved = { ...job, column: toColumnId };
          const inTarget = rest.filter((candidate) => candidate.column === toColumnId);
          const before = inTarget[toIndex];
          const at = before ? rest.indexOf(before) : rest.length;
          return [...rest.slice(0, at), moved, ...rest.slice(at)];
        });
      }}
    />
  );
}

const meta = {
  title: 'UI/Data/KanbanBoard',
  component: JobBoard,
  args: { onMove: fn() },
} satisfies Meta<typeof JobBoard>;
export default meta;
type Story = StoryObj<typeof meta>;

const cardIds = (canvasElement: HTMLElement, column: string) =>
  within(within(canvasElement).getByRole('list', { name: `${column} cards` }))
    .queryAllByRole('listitem')
    .map((item) => item.getAttribute('data-card-id'))
    .filter(Boolean);

export const MovesWithTheKeyboard: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Workshop jobs' })).toBeInTheDocument();
    await expect(cardIds(canvasElement, 'To do')).toEqual(['measure', 'boq']);
    canvas.getByRole('button', { name: 'Drag Measure the site' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(document.body).toHaveTextContent('Picked up Measure the site in To do, position 1.'),
    );
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(document.body).toHaveTextContent('Measure the site is over Doing'));
    // dnd-kit animates the move; dropping mid-animation drops at the old place.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.keyboard(' ');
    await waitFor(() =>
      expect(args.onMove).toHaveBeenCalledWith(
        expect.objectContaining({ id: 'measure' }),
        'doing',
        expect.any(Number),
      ),
    );
    await waitFor(() => expect(cardIds(canvasElement, 'Doing')).toContain('measure'));
    await expect(cardIds(canvasElement, 'To do')).toEqual(['boq']);
  },
};

export const MovesWithTheMenu: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Move Build the BOQ' }));
    const body = within(document.body);
    // The menu lists the other columns only.
    // The menu is placed (and so visible) a frame after it opens.
    const done = await body.findByRole('menuitem', { name: 'Done' });
    await waitFor(() => expect(done).toBeVisible());
    await expect(body.queryByRole('menuitem', { name: 'To do' })).toBeNull();
    await userEvent.click(done);
    await expect(args.onMove).toHaveBeenCalledWith(expect.objectContaining({ id: 'boq' }), 'done', 0);
    await waitFor(() => expect(cardIds(canvasElement, 'Done')).toEqual(['boq']));
    await expect(document.body).toHaveTextContent('Build the BOQ moved to Done.');
  },
};

export const LockedCardsStayPut: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Move Send the cut list' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Drag Send the cut list' })).toBeDisabled();
    await expect(canvas.getByText('2 jobs')).toBeVisible();
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};
