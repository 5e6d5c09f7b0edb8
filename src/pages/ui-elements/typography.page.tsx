import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsTypographyPage() {
  return <PlannedPage />;
}
