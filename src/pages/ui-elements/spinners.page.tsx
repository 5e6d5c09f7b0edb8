import { SpinnersDemo } from '@/ui/demos/ui-elements/spinners-demo';

export default function UiElementsSpinnersPage() {
  return <SpinnersDemo />;
}
