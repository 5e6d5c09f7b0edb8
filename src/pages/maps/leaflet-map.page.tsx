import { LeafletMapDemo } from '@/ui/demos/maps/leaflet-map';

export default function MapsLeafletMapPage() {
  return <LeafletMapDemo />;
}
