import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsSpinnersPage() {
  return <PlannedPage />;
}
