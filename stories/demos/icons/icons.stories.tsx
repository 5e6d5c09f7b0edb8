import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { IconsDemo, PAGE_SIZE } from '../../../src/ui/demos/icons/icons';
import { expectNoSidewaysScroll, phoneFrame } from '../charts/chart-demo-checks';

const writeText = fn<(text: string) => Promise<void>>();

/** Stands in for the system clipboard, which a headless browser does not grant. */
function stubClipboard(outcome: 'works' | 'denied') {
  writeText.mockReset();
  writeText.mockImplementation(() =>
    outcome === 'works' ? Promise.resolve() : Promise.reject(new DOMException('Denied', 'NotAllowedError')),
  );
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

async function allIconsSection(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ of \d+ icons$/), {
    timeout: 15_000,
  });
  return within(canvas.getByRole('region', { name: 'All icons' }));
}

const shownTiles = (section: ReturnType<typeof within>) => section.getAllByRole('listitem').length;

const meta = { title: 'Demos/Icons/Icons', component: IconsDemo } satisfies Meta<typeof IconsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SearchAndCopy: Story = {
  beforeEach: () => stubClipboard('works'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Icons' })).toBeInTheDocument();
    const all = await allIconsSection(canvasElement);
    const total = Number(/of (\d+) icons/.exec(canvas.getByRole('status').textContent ?? '')?.[1]);
    await expect(total).toBeGreaterThan(1000);
    await expect(shownTiles(all)).toBe(PAGE_SIZE);

    await userEvent.type(all.getByRole('searchbox', { name: 'Search icons' }), 'ruler');
    await waitFor(() =>
      expect(canvas.getByRole('status')).toHaveTextContent(new RegExp(`^[1-9]\\d? of ${total} icons$`)),
    );
    const names = all.getAllByRole('button').map((button) => button.textContent);
    await expect(names[0]).toBe('Ruler');
    await expect(names.every((name) => /ruler/i.test(name ?? ''))).toBe(true);

    await userEvent.click(all.getByRole('button', { name: 'Ruler' }));
    await expect(writeText).toHaveBeenCalledWith("import { Ruler } from 'lucide-react';");
    const toast = await within(document.body).findByText('Ruler import copied');
    await expect(toast.closest('[data-scope="toast"][data-part="root"]')).toHaveTextContent(
      "import { Ruler } from 'lucide-react';",
    );
  },
};

export const NothingFound: Story = {
  play: async ({ canvasElement }) => {
    const all = await allIconsSection(canvasElement);
    await userEvent.type(all.getByRole('searchbox', { name: 'Search icons' }), 'zzqx');
    await waitFor(() =>
      expect(within(canvasElement).getByRole('status')).toHaveTextContent(/^0 of \d+ icons$/),
    );
    await expect(all.queryAllByRole('listitem')).toHaveLength(0);
  },
};

export const ShowMore: Story = {
  play: async ({ canvasElement }) => {
    const all = await allIconsSection(canvasElement);
    await userEvent.click(all.getByRole('button', { name: `Show ${PAGE_SIZE} more` }));
    await expect(shownTiles(all)).toBe(PAGE_SIZE * 2);
  },
};

export const CopyWithoutClipboard: Story = {
  beforeEach: () => stubClipboard('denied'),
  play: async ({ canvasElement }) => {
    const workshop = within(within(canvasElement).getByRole('region', { name: 'For the workshop' }));
    await userEvent.click(await workshop.findByRole('button', { name: 'Scissors' }, { timeout: 15_000 }));
    await expect(writeText).toHaveBeenCalledWith("import { Scissors } from 'lucide-react';");
    // The line is still handed over, in the toast, to copy by hand.
    const toast = await within(document.body).findByText('Copy this import');
    await expect(toast.closest('[data-scope="toast"][data-part="root"]')).toHaveTextContent(
      "import { Scissors } from 'lucide-react';",
    );
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await allIconsSection(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
