import { PlannedPage } from '@/pages/planned-page';

export default function FormElementsDateTimePickerPage() {
  return <PlannedPage />;
}
