import { ObjectFitDemo } from '@/ui/demos/ui-elements/object-fit-demo';

export default function UiElementsObjectFitPage() {
  return <ObjectFitDemo />;
}
