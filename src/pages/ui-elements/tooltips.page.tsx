import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsTooltipsPage() {
  return <PlannedPage />;
}
