import { ButtonsDemo } from '@/ui/demos/ui-elements/buttons-demo';

export default function UiElementsButtonsPage() {
  return <ButtonsDemo />;
}
