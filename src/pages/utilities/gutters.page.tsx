import { PlannedPage } from '@/pages/planned-page';

export default function UtilitiesGuttersPage() {
  return <PlannedPage />;
}
