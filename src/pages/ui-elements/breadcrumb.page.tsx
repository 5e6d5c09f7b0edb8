import { BreadcrumbDemo } from '@/ui/demos/ui-elements/breadcrumb-demo';

export default function UiElementsBreadcrumbPage() {
  return <BreadcrumbDemo />;
}
