import { GoogleMapDemo } from '@/ui/demos/maps/google-map';

// Read here, not in src/ui (the design system reads no environment). Optional: without it the page
// explains how to set it and falls back to OpenStreetMap.
const apiKey = (import.meta.env as Record<string, string | undefined>)['VITE_GOOGLE_MAPS_API_KEY'];

export default function MapsGoogleMapPage() {
  return <GoogleMapDemo apiKey={apiKey} />;
}
