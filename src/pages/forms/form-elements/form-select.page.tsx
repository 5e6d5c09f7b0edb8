import { PlannedPage } from '@/pages/planned-page';

export default function FormElementsFormSelectPage() {
  return <PlannedPage />;
}
