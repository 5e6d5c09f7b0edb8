import { PlannedPage } from '@/pages/planned-page';

export default function FormsFloatingLabelsPage() {
  return <PlannedPage />;
}
