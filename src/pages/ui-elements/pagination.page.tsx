import { PaginationDemo } from '@/ui/demos/ui-elements/pagination-demo';

export default function UiElementsPaginationPage() {
  return <PaginationDemo />;
}
