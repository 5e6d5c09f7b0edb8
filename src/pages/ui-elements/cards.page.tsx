import { CardsDemo } from '@/ui/demos/ui-elements/cards-demo';

export default function UiElementsCardsPage() {
  return <CardsDemo />;
}
