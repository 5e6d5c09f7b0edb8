import { PlannedPage } from '@/pages/planned-page';

export default function FormsValidationsPage() {
  return <PlannedPage />;
}
