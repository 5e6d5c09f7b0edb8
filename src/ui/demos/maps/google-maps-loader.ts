/**
 * Loads the Google Maps JavaScript API once, on demand, and types the little of it the demo uses.
 * Nothing here runs unless a key is configured.
 */

export interface GoogleLatLngLiteral {
  lat: number;
  lng: number;
}

interface GoogleMapsEventTarget {
  addListener(event: string, handler: () => void): unknown;
}

export interface GoogleMap {
  fitBounds(bounds: GoogleLatLngBounds, padding?: number): void;
}

export interface GoogleLatLngBounds {
  extend(point: GoogleLatLngLiteral): GoogleLatLngBounds;
}

interface GoogleMarker extends GoogleMapsEventTarget {
  setMap(map: GoogleMap | null): void;
}

interface GoogleInfoWindow {
  setContent(content: Node | string): void;
  open(options: { map: GoogleMap; anchor: GoogleMarker }): void;
}

interface GooglePolygon {
  setMap(map: GoogleMap | null): void;
}

/** The part of `google.maps` the demo calls. */
export interface GoogleMapsApi {
  Map: new (element: HTMLElement, options: { center: GoogleLatLngLiteral; zoom: number }) => GoogleMap;
  Marker: new (options: { position: GoogleLatLngLiteral; map: GoogleMap; title: string }) => GoogleMarker;
  InfoWindow: new () => GoogleInfoWindow;
  Polygon: new (options: {
    paths: GoogleLatLngLiteral[];
    map: GoogleMap;
    strokeWeight: number;
  }) => GooglePolygon;
  LatLngBounds: new () => GoogleLatLngBounds;
}

export type GoogleMapsLoader = (apiKey: string) => Promise<GoogleMapsApi>;

const CALLBACK = '__fpwGoogleMapsReady';
let loading: Promise<GoogleMapsApi> | null = null;

type GoogleWindow = Window & { google?: { maps?: GoogleMapsApi } } & Record<string, unknown>;

/** Adds the API's script tag the first time it is asked for; later calls share the same promise. */
export const loadGoogleMaps: GoogleMapsLoader = (apiKey) => {
  loading ??= new Promise<GoogleMapsApi>((resolve, reject) => {
    const win = window as unknown as GoogleWindow;
    win[CALLBACK] = () => {
      const maps = win.google?.maps;
      if (maps) resolve(maps);
      else reject(new Error('The Google Maps API loaded without google.maps.'));
    };
    const script = document.createElement('script');
    script.src = `https://maps.googleapis.com/maps/api/js?key=${encodeURIComponent(apiKey)}&callback=${CALLBACK}`;
    script.async = true;
    script.onerror = () => {
      loading = null;
      reject(new Error('The Google Maps API could not be loaded.'));
    };
    document.head.append(script);
  });
  return loading;
};
