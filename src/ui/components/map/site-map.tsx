/**
 * Project sites on an OpenStreetMap map (Leaflet): a marker and popup per site, nearby markers
 * clustered, the view fitted to the sites, an optional site boundary. Markers and the boundary are
 * Leaflet's own DOM and SVG, so they draw whether or not the tiles load (offline, blocked, tests).
 * Import it through LazySiteMap: this module pulls in Leaflet and its stylesheet.
 */
import 'leaflet/dist/leaflet.css';
import { Box, Text, VisuallyHidden } from '@chakra-ui/react';
import * as L from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { clusterPoints } from './cluster-sites';
import type { ProjectSite, SiteMapProps } from './site-map-types';

export const OSM_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
export const OSM_ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

const PIN_SIZE = 28;
const CLUSTER_SIZE = 36;

/** Popup content built as DOM nodes, so site names never go through HTML parsing. */
function popupContent(site: ProjectSite): HTMLElement {
  const content = document.createElement('div');
  const name = document.createElement('strong');
  name.textContent = site.name;
  content.append(name);
  if (site.description) {
    const line = document.createElement('div');
    line.textContent = site.description;
    content.append(line);
  }
  return content;
}

/** A div icon whose accessible name is its text (Leaflet makes interactive markers role="button"). */
function markerIcon(
  className: string,
  visibleText: string,
  spokenText: string,
  size: number,
  anchorY: number,
) {
  const html = document.createElement('span');
  const visible = document.createElement('span');
  visible.className = 'fpw-marker-text';
  visible.setAttribute('aria-hidden', 'true');
  visible.textContent = visibleText;
  const spoken = document.createElement('span');
  spoken.className = 'fpw-visually-hidden';
  spoken.textContent = spokenText;
  html.append(visible, spoken);
  return L.divIcon({
    className,
    html,
    iconSize: [size, size],
    iconAnchor: [size / 2, anchorY],
    popupAnchor: [0, -anchorY],
  });
}

/**
 * Leaflet makes interactive markers role="button" and focusable but only opens popups on Enter, and
 * does nothing for keys on markers without a popup; buttons also answer Space.
 */
function onKeyboardActivate(marker: L.Marker, activate: () => void): L.Marker {
  marker.on('add', () => {
    marker.getElement()?.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      event.preventDefault();
      activate();
    });
  });
  return marker;
}

export function SiteMap({
  label,
  sites,
  boundary,
  height = 400,
  clusterRadius = 48,
  tileUrl = OSM_TILE_URL,
  attribution = OSM_ATTRIBUTION,
}: SiteMapProps) {
  const containerRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<L.Map | null>(null);
  const [tilesFailed, setTilesFailed] = useState(false);

  // The map itself lives as long as the component; its layers follow the props below.
  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const map = L.map(container, { scrollWheelZoom: false });
    map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
    const resize = new ResizeObserver(() => map.invalidateSize());
    resize.observe(container);
    mapRef.current = map;
    return () => {
      resize.disconnect();
      map.remove();
      mapRef.current = null;
    };
  }, []);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    setTilesFailed(false);
    const tiles = L.tileLayer(tileUrl, { attribution, maxZoom: 19 });
    tiles.on('tileerror', () => setTilesFailed(true));
    tiles.addTo(map);
    return () => {
      tiles.remove();
    };
  }, [tileUrl, attribution]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map) return;
    const outline = boundary
      ? L.polygon(boundary.points, { className: 'fpw-site-boundary' }).bindTooltip(boundary.name, {
          sticky: true,
        })
      : null;
    outline?.addTo(map);

    const points = [...sites.map((site) => site.position), ...(boundary?.points ?? [])];
    if (points.length === 1 && points[0]) map.setView(points[0], 16);
    else if (points.length > 1) map.fitBounds(L.latLngBounds(points), { padding: [32, 32], maxZoom: 17 });
    else map.setView([20.59, 78.96], 4);

    const markers = L.layerGroup().addTo(map);
    const drawMarkers = () => {
      markers.clearLayers();
      const zoom = map.getZoom();
      const screen = sites.map((site) => {
        const point = map.project(site.position, zoom);
        return { id: site.id, x: point.x, y: point.y };
      });
      const byId = new Map(sites.map((site) => [site.id, site]));
      for (const cluster of clusterPoints(screen, clusterRadius)) {
        const members = cluster.ids.flatMap((id) => byId.get(id) ?? []);
        const [only] = members;
        if (members.length === 1 && only) {
          const pin = L.marker(only.position, {
            icon: markerIcon('fpw-site-marker', '', only.name, PIN_SIZE, PIN_SIZE),
            title: only.name,
            riseOnHover: true,
          }).bindPopup(popupContent(only));
          onKeyboardActivate(pin, () => pin.openPopup()).addTo(markers);
          continue;
        }
        const bounds = L.latLngBounds(members.map((site) => site.position));
        const names = members.map((site) => site.name).join(', ');
        const zoomIn = () => map.fitBounds(bounds, { padding: [48, 48], maxZoom: map.getMaxZoom() });
        const clusterMarker = L.marker(bounds.getCenter(), {
          icon: markerIcon(
            'fpw-site-cluster',
            String(members.length),
            `${members.length} sites: ${names}. Zoom in`,
            CLUSTER_SIZE,
            CLUSTER_SIZE / 2,
          ),
          title: `${members.length} sites`,
        }).on('click', zoomIn);
        onKeyboardActivate(clusterMarker, zoomIn).addTo(markers);
        clusterMarker.getElement()?.setAttribute('data-count', String(members.length));
      }
    };
    drawMarkers();
    map.on('zoomend', drawMarkers);
    return () => {
      map.off('zoomend', drawMarkers);
      markers.remove();
      outline?.remove();
    };
  }, [sites, boundary, clusterRadius]);

  return (
    <Box position="relative" minW="0">
      <Box
        role="region"
        aria-label={label}
        ref={containerRef}
        h={`${height}px`}
        w="full"
        borderRadius="md"
        overflow="hidden"
        borderWidth="1px"
        borderColor="border"
        bg="bg.muted"
        fontFamily="body"
        css={{
          '& .fpw-visually-hidden': {
            position: 'absolute',
            width: '1px',
            height: '1px',
            overflow: 'hidden',
            clip: 'rect(0 0 0 0)',
            whiteSpace: 'nowrap',
          },
          '& .fpw-site-marker': {
            bg: 'brand.solid',
            borderRadius: '50% 50% 50% 0',
            transform: 'rotate(-45deg)',
            borderWidth: '3px',
            borderColor: 'bg.panel',
            boxShadow: 'md',
          },
          '& .fpw-site-cluster': {
            bg: 'brand.solid',
            color: 'brand.contrast',
            borderRadius: 'full',
            borderWidth: '3px',
            borderColor: 'bg.panel',
            boxShadow: 'md',
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'center',
            fontWeight: 'semibold',
            fontSize: 'sm',
          },
          '& .leaflet-marker-icon:focus-visible': { outline: '3px solid', outlineColor: 'brand.focusRing' },
          '& .fpw-site-boundary': {
            stroke: 'brand.solid',
            fill: 'brand.solid',
            fillOpacity: 0.15,
            strokeWidth: 2,
            strokeDasharray: '6 4',
          },
          // Leaflet's stylesheet loads after the theme's; '&.leaflet-container' outranks its selectors.
          '&.leaflet-container': { bg: 'bg.muted', fontFamily: 'body' },
          '&.leaflet-container .leaflet-popup-content-wrapper, &.leaflet-container .leaflet-popup-tip, &.leaflet-container .leaflet-tooltip':
            { bg: 'bg.panel', color: 'fg' },
          '&.leaflet-container .leaflet-bar a': { bg: 'bg.panel', color: 'fg', borderColor: 'border' },
          '&.leaflet-container a.leaflet-popup-close-button': { color: 'fg.muted' },
          '&.leaflet-container .leaflet-control-attribution': { bg: 'bg.panel', color: 'fg.muted' },
          '&.leaflet-container .leaflet-control-attribution a': { color: 'fg', textDecoration: 'underline' },
          // Light tiles glare in dark mode; inverting them keeps the map readable with the page.
          _dark: { '& .leaflet-tile-pane': { filter: 'invert(1) hue-rotate(180deg) brightness(0.85)' } },
        }}
      />
      {tilesFailed && (
        <Text role="status" textStyle="xs" color="fg.muted" mt="2">
          Map tiles could not be loaded; the sites{boundary ? ' and the boundary' : ''} are still shown.
        </Text>
      )}
      <VisuallyHidden as="div">
        <ul aria-label={`Sites on the map: ${sites.length}`}>
          {sites.map((site) => (
            <li key={site.id}>
              {site.name}
              {site.description ? `, ${site.description}` : ''}
            </li>
          ))}
        </ul>
      </VisuallyHidden>
    </Box>
  );
}

export default SiteMap;
