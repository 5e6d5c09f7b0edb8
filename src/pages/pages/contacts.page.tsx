import { PlannedPage } from '@/pages/planned-page';

export default function PagesContactsPage() {
  return <PlannedPage />;
}
