import { PlannedPage } from '@/pages/planned-page';

export default function FormElementsChecksRadiosPage() {
  return <PlannedPage />;
}
