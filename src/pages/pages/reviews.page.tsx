import { PlannedPage } from '@/pages/planned-page';

export default function PagesReviewsPage() {
  return <PlannedPage />;
}
