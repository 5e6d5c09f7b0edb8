import { PlannedPage } from '@/pages/planned-page';

export default function FormsFormLayoutsPage() {
  return <PlannedPage />;
}
