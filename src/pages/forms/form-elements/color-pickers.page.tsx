import { PlannedPage } from '@/pages/planned-page';

export default function FormElementsColorPickersPage() {
  return <PlannedPage />;
}
