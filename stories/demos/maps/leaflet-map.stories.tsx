import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LeafletMapDemo } from '../../../src/ui/demos/maps/leaflet-map';
import { PROJECT_SITES } from '../../../src/ui/demos/maps/project-sites';
import { expectNoSidewaysScroll, phoneFrame } from '../charts/chart-demo-checks';

const FAILING_TILES = '/tiles-unavailable/{z}/{x}/{y}.png';

async function expectMapsDrawn(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const overview = await canvas.findByRole(
    'region',
    { name: 'Project sites in Bengaluru' },
    { timeout: 15_000 },
  );
  const plot = await canvas.findByRole('region', { name: 'Orbit co-working site boundary' });
  await waitFor(() => {
    const single = overview.querySelectorAll('.fpw-site-marker').length;
    const clustered = [...overview.querySelectorAll('.fpw-site-cluster')].reduce(
      (sum, cluster) => sum + Number(cluster.getAttribute('data-count')),
      0,
    );
    expect(single + clustered).toBe(PROJECT_SITES.length);
  });
  await expect(plot.querySelector('path.fpw-site-boundary')).not.toBeNull();
  await expect(plot.querySelectorAll('.fpw-site-marker')).toHaveLength(1);
}

const meta = {
  title: 'Demos/Maps/LeafletMap',
  component: LeafletMapDemo,
  // Offline like the tests: tiles fail, sites and boundary must still be drawn.
  args: { tileUrl: FAILING_TILES },
} satisfies Meta<typeof LeafletMapDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Leaflet map' }),
    ).toBeInTheDocument();
    await expectMapsDrawn(canvasElement);
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectMapsDrawn(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
