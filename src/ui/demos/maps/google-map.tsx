import { Alert, Box, Code, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { DemoGrid, DemoSection, LazySiteMap, PageHeader, type ProjectSite, type SiteBoundary } from '@/ui';
import { loadGoogleMaps, type GoogleLatLngLiteral, type GoogleMapsLoader } from './google-maps-loader';
import { ORBIT_BOUNDARY, PROJECT_SITES } from './project-sites';

export const GOOGLE_MAPS_KEY_VARIABLE = 'VITE_GOOGLE_MAPS_API_KEY';

const toLiteral = ([lat, lng]: [number, number]): GoogleLatLngLiteral => ({ lat, lng });

function GoogleSiteMap({
  apiKey,
  load,
  sites,
  boundary,
  onError,
}: {
  apiKey: string;
  load: GoogleMapsLoader;
  sites: ProjectSite[];
  boundary: SiteBoundary;
  onError: (message: string) => void;
}) {
  const elementRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let cancelled = false;
    load(apiKey)
      .then((maps) => {
        const element = elementRef.current;
        if (cancelled || !element) return;
        const map = new maps.Map(element, {
          center: toLiteral(sites[0]?.position ?? [12.97, 77.59]),
          zoom: 12,
        });
        const bounds = new maps.LatLngBounds();
        const info = new maps.InfoWindow();
        for (const site of sites) {
          bounds.extend(toLiteral(site.position));
          const marker = new maps.Marker({ position: toLiteral(site.position), map, title: site.name });
          marker.addListener('click', () => {
            const content = document.createElement('div');
            const name = document.createElement('strong');
            name.textContent = site.name;
            content.append(name, document.createElement('br'), site.description ?? '');
            info.setContent(content);
            info.open({ map, anchor: marker });
          });
        }
        new maps.Polygon({ paths: boundary.points.map(toLiteral), map, strokeWeight: 2 });
        map.fitBounds(bounds, 32);
      })
      .catch((error: unknown) => {
        if (!cancelled) onError(error instanceof Error ? error.message : String(error));
      });
    return () => {
      cancelled = true;
    };
  }, [apiKey, load, sites, boundary, onError]);

  return (
    <Box
      ref={elementRef}
      role="region"
      aria-label="Project sites on Google Maps"
      h="400px"
      borderRadius="md"
    />
  );
}

export interface GoogleMapDemoProps {
  /** The Maps JavaScript API key; without one the page explains how to set it and shows OpenStreetMap. */
  apiKey?: string | undefined;
  /** How the API is loaded; stories pass a stand-in so nothing reaches Google. */
  loadApi?: GoogleMapsLoader;
  /** Tile server of the OpenStreetMap fallback. */
  tileUrl?: string;
}

export function GoogleMapDemo({ apiKey, loadApi = loadGoogleMaps, tileUrl }: GoogleMapDemoProps) {
  const [loadError, setLoadError] = useState<string | null>(null);
  const key = apiKey?.trim() ?? '';
  const fallback = (
    <LazySiteMap
      label="Project sites on OpenStreetMap"
      sites={PROJECT_SITES}
      boundary={ORBIT_BOUNDARY}
      {...(tileUrl ? { tileUrl } : {})}
    />
  );

  return (
    <>
      <PageHeader
        title="Google map"
        description="Project sites through the Google Maps JavaScript API, when a key is configured."
      />
      <DemoGrid>
        {key === '' ? (
          <DemoSection
            title="Project sites"
            description="No Google Maps key is set, so the same sites are shown on OpenStreetMap."
          >
            <Stack gap="4">
              <Alert.Root status="info">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Google Maps needs an API key</Alert.Title>
                  <Alert.Description>
                    <Text as="span">
                      Create a Maps JavaScript API key in the Google Cloud console, restricted to this site’s
                      address, then add it to <Code>.env.local</Code> as{' '}
                      <Code>{GOOGLE_MAPS_KEY_VARIABLE}=your-key</Code> and restart the dev server (or rebuild
                      the app).
                    </Text>
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
              {fallback}
            </Stack>
          </DemoSection>
        ) : loadError ? (
          <DemoSection
            title="Project sites"
            description="Google Maps did not load, so the same sites are shown on OpenStreetMap."
          >
            <Stack gap="4">
              <Alert.Root status="warning">
                <Alert.Indicator />
                <Alert.Content>
                  <Alert.Title>Google Maps could not be loaded</Alert.Title>
                  <Alert.Description>
                    {loadError} Check the key, its allowed addresses and the network.
                  </Alert.Description>
                </Alert.Content>
              </Alert.Root>
              {fallback}
            </Stack>
          </DemoSection>
        ) : (
          <DemoSection
            title="Project sites"
            description="Markers open the project; the outline is the Orbit co-working plot."
          >
            <GoogleSiteMap
              apiKey={key}
              load={loadApi}
              sites={PROJECT_SITES}
              boundary={ORBIT_BOUNDARY}
              onError={setLoadError}
            />
          </DemoSection>
        )}
      </DemoGrid>
    </>
  );
}
