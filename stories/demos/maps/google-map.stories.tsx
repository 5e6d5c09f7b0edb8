import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { GoogleMapDemo } from '../../../src/ui/demos/maps/google-map';
import type { GoogleMapsApi, GoogleMapsLoader } from '../../../src/ui/demos/maps/google-maps-loader';
import { PROJECT_SITES } from '../../../src/ui/demos/maps/project-sites';
import { expectNoSidewaysScroll, phoneFrame } from '../charts/chart-demo-checks';

const FAILING_TILES = '/tiles-unavailable/{z}/{x}/{y}.png';

async function expectFallbackMap(canvasElement: HTMLElement) {
  const map = await within(canvasElement).findByRole(
    'region',
    { name: 'Project sites on OpenStreetMap' },
    { timeout: 15_000 },
  );
  await waitFor(() => expect(map.querySelector('.leaflet-marker-icon')).not.toBeNull());
  await expect(map.querySelector('path.fpw-site-boundary')).not.toBeNull();
}

/** A stand-in for google.maps that records what the demo asks it to draw. */
function fakeGoogleMaps() {
  const drawn = { markers: [] as string[], polygons: 0, fitted: false };
  const api: GoogleMapsApi = {
    Map: class {
      fitBounds() {
        drawn.fitted = true;
      }
    },
    Marker: class {
      constructor(options: { title: string }) {
        drawn.markers.push(options.title);
      }
      addListener() {
        return undefined;
      }
      setMap() {}
    },
    InfoWindow: class {
      setContent() {}
      open() {}
    },
    Polygon: class {
      constructor() {
        drawn.polygons += 1;
      }
      setMap() {}
    },
    LatLngBounds: class {
      extend() {
        return this;
      }
    },
  };
  return { api, drawn };
}

const meta = {
  title: 'Demos/Maps/GoogleMap',
  component: GoogleMapDemo,
  args: { tileUrl: FAILING_TILES },
} satisfies Meta<typeof GoogleMapDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithoutKey: Story = {
  args: { loadApi: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Google map' })).toBeInTheDocument();
    await expect(canvas.getByText('Google Maps needs an API key')).toBeInTheDocument();
    await expect(canvas.getByText('VITE_GOOGLE_MAPS_API_KEY=your-key')).toBeInTheDocument();
    await expectFallbackMap(canvasElement);
    // No key, no request to Google.
    await expect(args.loadApi).not.toHaveBeenCalled();
  },
};

export const KeyButApiUnreachable: Story = {
  args: {
    apiKey: 'demo-key',
    loadApi: fn<GoogleMapsLoader>(() =>
      Promise.reject(new Error('The Google Maps API could not be loaded.')),
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Google Maps could not be loaded')).toBeInTheDocument();
    await expect(args.loadApi).toHaveBeenCalledWith('demo-key');
    await expectFallbackMap(canvasElement);
  },
};

const google = fakeGoogleMaps();

export const WithKey: Story = {
  args: { apiKey: 'demo-key', loadApi: () => Promise.resolve(google.api) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: 'Project sites on Google Maps' })).toBeInTheDocument();
    await waitFor(() => expect(google.drawn.fitted).toBe(true));
    await expect(google.drawn.markers).toEqual(PROJECT_SITES.map((site) => site.name));
    await expect(google.drawn.polygons).toBeGreaterThanOrEqual(1);
    await expect(canvas.queryByText('Google Maps needs an API key')).toBeNull();
  },
};

export const Phone: Story = {
  decorators: [phoneFrame],
  play: async ({ canvasElement }) => {
    await expectFallbackMap(canvasElement);
    await expectNoSidewaysScroll(canvasElement);
  },
};
