import { PlannedPage } from '@/pages/planned-page';

export default function AdvancedUiOffcanvasPage() {
  return <PlannedPage />;
}
