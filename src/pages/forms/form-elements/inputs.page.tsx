import { PlannedPage } from '@/pages/planned-page';

export default function FormElementsInputsPage() {
  return <PlannedPage />;
}
