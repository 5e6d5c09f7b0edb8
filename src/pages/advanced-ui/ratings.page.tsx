import { PlannedPage } from '@/pages/planned-page';

export default function AdvancedUiRatingsPage() {
  return <PlannedPage />;
}
