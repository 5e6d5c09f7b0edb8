import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsImagesFiguresPage() {
  return <PlannedPage />;
}
