import { TooltipsDemo } from '@/ui/demos/ui-elements/tooltips-demo';

export default function UiElementsTooltipsPage() {
  return <TooltipsDemo />;
}
