import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsObjectFitPage() {
  return <PlannedPage />;
}
