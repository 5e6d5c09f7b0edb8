import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsPaginationPage() {
  return <PlannedPage />;
}
