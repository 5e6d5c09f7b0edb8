import { PlannedPage } from '@/pages/planned-page';

export default function MapsLeafletMapPage() {
  return <PlannedPage />;
}
