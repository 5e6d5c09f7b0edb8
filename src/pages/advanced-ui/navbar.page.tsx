import { PlannedPage } from '@/pages/planned-page';

export default function AdvancedUiNavbarPage() {
  return <PlannedPage />;
}
