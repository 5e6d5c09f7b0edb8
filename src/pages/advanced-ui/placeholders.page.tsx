import { PlannedPage } from '@/pages/planned-page';

export default function AdvancedUiPlaceholdersPage() {
  return <PlannedPage />;
}
