import { PlannedPage } from '@/pages/planned-page';

export default function PagesLandingPage() {
  return <PlannedPage />;
}
