import { PlannedPage } from '@/pages/planned-page';

export default function UtilitiesColorsPage() {
  return <PlannedPage />;
}
