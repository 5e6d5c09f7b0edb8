import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsDropdownsPage() {
  return <PlannedPage />;
}
