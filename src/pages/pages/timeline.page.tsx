import { PlannedPage } from '@/pages/planned-page';

export default function PagesTimelinePage() {
  return <PlannedPage />;
}
