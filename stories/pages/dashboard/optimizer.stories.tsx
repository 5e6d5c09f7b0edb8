import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import DashboardOptimizerPage from '../../../src/pages/dashboard/optimizer.page';
import { LAST_JOB_STORAGE_KEY, emptyDraft, type JobDraft } from '../../../src/services/optimizer';

/** A small base-cabinet job: two sides, a bottom, a shelf and a grain-locked door. */
function smallJob(): JobDraft {
  const draft = emptyDraft();
  const row = (name: string, length: string, width: string, quantity: string, grainLocked = false) => ({
    ...draft.parts[0]!,
    id: `story-${name}`,
    name,
    length,
    width,
    quantity,
    grainLocked,
  });
  return {
    ...draft,
    name: 'Story base cabinet',
    parts: [
      row('Side', '720', '560', '2'),
      row('Bottom', '564', '560', '1'),
      row('Shelf', '562', '540', '1'),
      row('Door', '716', '596', '1', true),
    ],
  };
}

const meta = {
  title: 'Pages/Dashboard/Optimizer',
  component: DashboardOptimizerPage,
  parameters: { layout: 'padded', initialPath: '/dashboard/optimizer' },
} satisfies Meta<typeof DashboardOptimizerPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const RunASmallJob: Story = {
  beforeEach: () => {
    localStorage.setItem(LAST_JOB_STORAGE_KEY, JSON.stringify(smallJob()));
    return () => localStorage.removeItem(LAST_JOB_STORAGE_KEY);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Cutting optimizer' })).toBeVisible();
    // The stored job came back.
    await expect(canvas.getByRole('textbox', { name: 'Part of part 4 (Door)' })).toHaveValue('Door');
    await userEvent.click(canvas.getByRole('button', { name: 'Run optimizer' }));
    const diagram = await canvas.findByRole('img', { name: /^Sheet 1: / }, { timeout: 15_000 });
    await expect(diagram.querySelectorAll('[data-testid="diagram-part"]')).toHaveLength(5);
    const partsList = canvas.getByRole('table', { name: 'Parts list' });
    await expect(within(partsList).getByRole('cell', { name: 'Door' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Cut list CSV' })).toBeEnabled();
  },
};

export const BadInputIsShownBesideTheRow: Story = {
  beforeEach: () => {
    const draft = smallJob();
    draft.parts[1] = { ...draft.parts[1]!, length: '-5' };
    draft.parts[2] = { ...draft.parts[2]!, width: '5000' };
    localStorage.setItem(LAST_JOB_STORAGE_KEY, JSON.stringify(draft));
    return () => localStorage.removeItem(LAST_JOB_STORAGE_KEY);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('textbox', { name: 'Length of part 2 (Bottom)' }),
    ).toHaveAccessibleDescription('Length must be a number above 0 mm.');
    await expect(
      canvas.getByRole('textbox', { name: 'Length of part 3 (Shelf)' }),
    ).toHaveAccessibleDescription('Larger than every stock sheet of its material (after trims).');
    // A negative kerf blocks the run with a message beside the field.
    const kerf = canvas.getByRole('textbox', { name: 'Saw kerf (mm)' });
    await userEvent.clear(kerf);
    await userEvent.type(kerf, '-1');
    await expect(await canvas.findByText('Kerf must be 0 mm or more.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Run optimizer' })).toBeDisabled();
    await userEvent.clear(kerf);
    await userEvent.type(kerf, '4');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Run optimizer' })).toBeEnabled());
    // Bad rows are reported as not cut, by name, and nothing else is lost.
    await userEvent.click(canvas.getByRole('button', { name: 'Run optimizer' }));
    const notCut = await canvas.findByRole('table', { name: 'Parts not cut' }, { timeout: 15_000 });
    await expect(within(notCut).getByRole('cell', { name: 'Bottom' })).toBeInTheDocument();
    await expect(within(notCut).getByRole('cell', { name: 'Shelf' })).toBeInTheDocument();
  },
};
