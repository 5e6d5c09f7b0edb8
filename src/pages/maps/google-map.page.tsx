import { PlannedPage } from '@/pages/planned-page';

export default function MapsGoogleMapPage() {
  return <PlannedPage />;
}
