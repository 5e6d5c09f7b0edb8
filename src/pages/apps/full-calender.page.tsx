import { PlannedPage } from '@/pages/planned-page';

export default function AppsFullCalenderPage() {
  return <PlannedPage />;
}
