import { ListGroupDemo } from '@/ui/demos/ui-elements/list-group-demo';

export default function UiElementsListGroupPage() {
  return <ListGroupDemo />;
}
