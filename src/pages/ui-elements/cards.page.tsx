import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsCardsPage() {
  return <PlannedPage />;
}
