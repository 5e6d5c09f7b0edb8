import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LazySiteMap } from '../../../src/ui';
import { ORBIT_BOUNDARY, PROJECT_SITES } from '../../../src/ui/demos/maps/project-sites';

/** A tile address that always fails, as tiles do offline: the map must not depend on them. */
const FAILING_TILES = '/tiles-unavailable/{z}/{x}/{y}.png';

async function findMap(canvasElement: HTMLElement, name: string) {
  // The first map of a run waits for the Leaflet chunk.
  const map = await within(canvasElement).findByRole('region', { name }, { timeout: 15_000 });
  await waitFor(() => expect(map.querySelector('.leaflet-marker-icon')).not.toBeNull(), { timeout: 5_000 });
  return map;
}

/** Sites shown, counting each cluster's members. */
function sitesShown(map: HTMLElement) {
  const single = map.querySelectorAll('.fpw-site-marker').length;
  const clustered = [...map.querySelectorAll('.fpw-site-cluster')].reduce(
    (sum, cluster) => sum + Number(cluster.getAttribute('data-count')),
    0,
  );
  return single + clustered;
}

const meta = {
  title: 'UI/Maps/SiteMap',
  component: LazySiteMap,
  args: {
    label: 'Project sites in Bengaluru',
    sites: PROJECT_SITES,
    tileUrl: FAILING_TILES,
    height: 360,
  },
} satisfies Meta<typeof LazySiteMap>;
export default meta;
type Story = StoryObj<typeof meta>;

export const MarkersAndBoundaryWithoutTiles: Story = {
  args: { clusterRadius: 0, boundary: ORBIT_BOUNDARY },
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement, 'Project sites in Bengaluru');
    await expect(map.querySelectorAll('.fpw-site-marker')).toHaveLength(PROJECT_SITES.length);
    await expect(map.querySelector('path.fpw-site-boundary')).not.toBeNull();
    await expect(await within(canvasElement).findByRole('status')).toHaveTextContent(
      'Map tiles could not be loaded; the sites and the boundary are still shown.',
    );
    await expect(map.querySelector('.leaflet-tile-loaded')).toBeNull();
    // Each pin is a button named after its site, and the sites are listed for screen readers too.
    await expect(within(map).getByRole('button', { name: 'Mehta residence' })).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('list', { name: 'Sites on the map: 8' }).children,
    ).toHaveLength(8);
  },
};

export const ClustersNearbySites: Story = {
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement, 'Project sites in Bengaluru');
    // The three Koramangala sites are a few hundred metres apart: clustered at city zoom.
    const cluster = await within(map).findByRole('button', { name: /^\d+ sites: .*Café Nook/ });
    await expect(Number(cluster.getAttribute('data-count'))).toBeGreaterThanOrEqual(3);
    await expect(sitesShown(map)).toBe(PROJECT_SITES.length);
    await expect(within(map).queryByRole('button', { name: 'Café Nook' })).toBeNull();
    // Selecting a cluster (here from the keyboard) zooms in until its sites stand apart; the count holds.
    for (let step = 0; step < 4 && !within(map).queryByRole('button', { name: 'Café Nook' }); step += 1) {
      within(map)
        .getByRole('button', { name: /^\d+ sites: .*Café Nook/ })
        .focus();
      await userEvent.keyboard('{Enter}');
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
    await expect(within(map).getByRole('button', { name: 'Café Nook' })).toBeInTheDocument();
    await expect(within(map).getByRole('button', { name: 'Mehta residence' })).toBeInTheDocument();
    await expect(sitesShown(map)).toBe(PROJECT_SITES.length);
  },
};

export const PopupFromKeyboard: Story = {
  args: { clusterRadius: 0 },
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement, 'Project sites in Bengaluru');
    const pin = within(map).getByRole('button', { name: 'Iyer flat' });
    pin.focus();
    await userEvent.keyboard('{Enter}');
    const popup = await waitFor(() => {
      const found = map.querySelector('.leaflet-popup-content');
      if (!found) throw new Error('no popup yet');
      return found;
    });
    await expect(popup).toHaveTextContent('Iyer flat');
    await expect(popup).toHaveTextContent('Design · HSR Layout');
  },
};

export const DarkMode: Story = {
  globals: { colorMode: 'dark' },
  args: { clusterRadius: 0, boundary: ORBIT_BOUNDARY },
  play: async ({ canvasElement }) => {
    const map = await findMap(canvasElement, 'Project sites in Bengaluru');
    await expect(document.documentElement).toHaveClass('dark');
    // The boundary is stroked with the brand token of the current mode.
    const boundary = map.querySelector('path.fpw-site-boundary');
    const brand = getComputedStyle(map).getPropertyValue('--chakra-colors-brand-solid').trim();
    const probe = document.createElement('span');
    probe.style.color = brand;
    document.body.append(probe);
    const expected = getComputedStyle(probe).color;
    probe.remove();
    await expect(boundary && getComputedStyle(boundary).stroke).toBe(expected);
    await expect(getComputedStyle(map.querySelector('.leaflet-tile-pane') ?? map).filter).toContain('invert');
  },
};
