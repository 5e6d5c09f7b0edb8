import { PlannedPage } from '@/pages/planned-page';

export default function AdvancedUiDraggableCardsPage() {
  return <PlannedPage />;
}
