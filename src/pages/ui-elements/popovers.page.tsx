import { PopoversDemo } from '@/ui/demos/ui-elements/popovers-demo';

export default function UiElementsPopoversPage() {
  return <PopoversDemo />;
}
