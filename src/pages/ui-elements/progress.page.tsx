import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsProgressPage() {
  return <PlannedPage />;
}
