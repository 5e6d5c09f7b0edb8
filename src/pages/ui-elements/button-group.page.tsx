import { ButtonGroupDemo } from '@/ui/demos/ui-elements/button-group-demo';

export default function UiElementsButtonGroupPage() {
  return <ButtonGroupDemo />;
}
