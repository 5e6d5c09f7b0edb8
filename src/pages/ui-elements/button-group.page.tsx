import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsButtonGroupPage() {
  return <PlannedPage />;
}
