import { DraggableCardsDemo } from '@/ui/demos/advanced-ui/draggable-cards-demo';

export default function AdvancedUiDraggableCardsPage() {
  return <DraggableCardsDemo />;
}
