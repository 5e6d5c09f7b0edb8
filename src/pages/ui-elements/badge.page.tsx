import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsBadgePage() {
  return <PlannedPage />;
}
