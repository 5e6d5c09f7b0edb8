import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsPopoversPage() {
  return <PlannedPage />;
}
