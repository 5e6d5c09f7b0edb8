import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsAlertsPage() {
  return <PlannedPage />;
}
