import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsToastsPage() {
  return <PlannedPage />;
}
