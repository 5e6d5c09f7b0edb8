/**
 * The main layout's banner when the embedded database lives in memory (no usable IndexedDB, as in
 * some private windows): the person is told that changes vanish on reload. Shown only in that mode.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { reportEmbeddedStorage } from '../../../src/services/kit';
import { MemoryModeBanner } from '../../../src/routes/layouts/memory-mode-banner';

const meta = {
  title: 'Pages/Layouts/MemoryModeBanner',
  component: MemoryModeBanner,
  beforeEach: () => () => reportEmbeddedStorage(null),
} satisfies Meta<typeof MemoryModeBanner>;
export default meta;
type Story = StoryObj<typeof meta>;

export const InMemory: Story = {
  beforeEach: () => {
    reportEmbeddedStorage('memory');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('This browser does not let the app store data')).toBeVisible();
    await expect(
      canvas.getByText(/Changes are kept in memory only and vanish when you close or reload this tab/),
    ).toBeVisible();
  },
};

export const StoredInTheBrowser: Story = {
  beforeEach: () => {
    reportEmbeddedStorage('indexeddb');
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByText(/Changes are kept in memory only/)).toBeNull();
    // Falling back to memory later (another tab became the leader without storage) shows it at once.
    reportEmbeddedStorage('memory');
    await waitFor(() => expect(canvas.getByText(/Changes are kept in memory only/)).toBeVisible());
  },
};
