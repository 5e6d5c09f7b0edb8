import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsNavsTabsPage() {
  return <PlannedPage />;
}
