import { PlannedPage } from '@/pages/planned-page';

export default function FormElementsInputMasksPage() {
  return <PlannedPage />;
}
