import { DropdownsDemo } from '@/ui/demos/ui-elements/dropdowns-demo';

export default function UiElementsDropdownsPage() {
  return <DropdownsDemo />;
}
