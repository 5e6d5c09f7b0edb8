/** Types of the SiteMap, apart from Leaflet so the lazy wrapper and demos can use them without loading it. */

/** Latitude and longitude in degrees. */
export type LatLng = [number, number];

export interface ProjectSite {
  id: string;
  /** The project or client, e.g. "Mehta residence". */
  name: string;
  position: LatLng;
  /** One line under the name in the popup, e.g. "Production · Koramangala". */
  description?: string;
}

export interface SiteBoundary {
  /** What the outline is, e.g. "Orbit co-working plot". */
  name: string;
  points: LatLng[];
}

export interface SiteMapProps {
  /** The map's accessible name, e.g. "Project sites in Bengaluru". */
  label: string;
  sites: ProjectSite[];
  boundary?: SiteBoundary;
  height?: number;
  /** Markers closer than this many pixels merge into one numbered cluster; 0 turns clustering off. */
  clusterRadius?: number;
  /** Tile URL template; OpenStreetMap's by default. */
  tileUrl?: string;
  attribution?: string;
}
