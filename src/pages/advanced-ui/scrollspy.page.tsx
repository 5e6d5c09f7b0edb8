import { PlannedPage } from '@/pages/planned-page';

export default function AdvancedUiScrollspyPage() {
  return <PlannedPage />;
}
