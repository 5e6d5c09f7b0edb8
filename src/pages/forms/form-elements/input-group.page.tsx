import { PlannedPage } from '@/pages/planned-page';

export default function FormElementsInputGroupPage() {
  return <PlannedPage />;
}
