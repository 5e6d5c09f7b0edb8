import { PlannedPage } from '@/pages/planned-page';

export default function UiElementsBreadcrumbPage() {
  return <PlannedPage />;
}
