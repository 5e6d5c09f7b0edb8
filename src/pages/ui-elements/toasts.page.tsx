import { ToastsDemo } from '@/ui/demos/ui-elements/toasts-demo';

export default function UiElementsToastsPage() {
  return <ToastsDemo />;
}
