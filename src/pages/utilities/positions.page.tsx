import { PlannedPage } from '@/pages/planned-page';

export default function UtilitiesPositionsPage() {
  return <PlannedPage />;
}
