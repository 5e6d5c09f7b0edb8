import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsListGroupPage() {
  return <PlannedPage />;
}
