import { PlannedPage } from '@/pages/planned-page';

export default function PagesEmptyPage() {
  return <PlannedPage />;
}
