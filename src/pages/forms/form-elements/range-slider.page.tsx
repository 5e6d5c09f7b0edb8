import { PlannedPage } from '@/pages/planned-page';

export default function FormElementsRangeSliderPage() {
  return <PlannedPage />;
}
