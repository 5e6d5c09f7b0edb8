import { PlannedPage } from '@/pages/planned-page';

export default function PagesFaqsPage() {
  return <PlannedPage />;
}
