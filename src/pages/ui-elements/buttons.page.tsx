import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsButtonsPage() {
  return <PlannedPage />;
}
