import { PlannedPage } from '@/pages/planned-page';

export default function AdvancedUiModalsClosesPage() {
  return <PlannedPage />;
}
