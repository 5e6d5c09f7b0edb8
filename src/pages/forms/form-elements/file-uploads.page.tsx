import { PlannedPage } from '@/pages/planned-page';

export default function FormElementsFileUploadsPage() {
  return <PlannedPage />;
}
