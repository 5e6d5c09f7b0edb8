import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { KITCHEN_JOB, optimizeCutting } from '@/services/optimizer';
import { CuttingDiagram } from '../../../src/ui/components/cutting-diagram/cutting-diagram';

// Construction only (no time budget): the same plan on every run.
const plan = optimizeCutting(KITCHEN_JOB, { timeLimitMs: 0, seed: 1 });
const carcassSheet = plan.sheets[0]!;
const frontSheet = plan.sheets.find((s) => s.grain === 'length')!;

const meta = {
  title: 'UI/Production/CuttingDiagram',
  component: CuttingDiagram,
  args: { sheet: carcassSheet },
} satisfies Meta<typeof CuttingDiagram>;
export default meta;
type Story = StoryObj<typeof meta>;

export const CarcassSheet: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawing = canvas.getByRole('img', { name: /Sheet 1: .*parts, yield \d+%/ });
    await expect(drawing.querySelectorAll('[data-testid="diagram-part"]')).toHaveLength(
      carcassSheet.parts.length,
    );
    // Every part is labelled (its title names it with its cut size).
    const first = carcassSheet.parts[0]!;
    await expect(drawing.querySelector('[data-testid="diagram-part"] title')?.textContent).toContain(
      first.name,
    );
    // Leftovers are drawn hatched.
    await expect(
      drawing.querySelectorAll('[data-testid="waste"], [data-testid="reusable-offcut"]').length,
    ).toBeGreaterThan(0);
    // Pointing at a cut tells its place in saw order.
    const cut = drawing.querySelector('[data-testid="diagram-cut"][data-cut-order="5"]')!;
    await userEvent.hover(cut);
    await waitFor(() =>
      expect(
        canvas.getByText(`Cut 5 of ${carcassSheet.cuts.length} in saw order`, { exact: false }),
      ).toBeInTheDocument(),
    );
    await userEvent.unhover(cut);
    await waitFor(() => expect(canvas.getByText(/Point at a cut/)).toBeInTheDocument());
  },
};

export const GrainLockedFronts: Story = {
  args: { sheet: frontSheet, title: 'Fronts' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const drawing = canvas.getByRole('img', { name: /^Fronts: / });
    const titles = [...drawing.querySelectorAll('[data-testid="diagram-part"] title')].map(
      (t) => t.textContent ?? '',
    );
    await expect(titles.length).toBeGreaterThan(0);
    await expect(titles.every((t) => t.includes('grain locked') && !t.includes('rotated'))).toBe(true);
  },
};
