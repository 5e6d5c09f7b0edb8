import { NavsTabsDemo } from '@/ui/demos/ui-elements/navs-tabs-demo';

export default function UiElementsNavsTabsPage() {
  return <NavsTabsDemo />;
}
