import { PlannedPage } from '@/pages/planned-page';

export default function CrmContactsPage() {
  return <PlannedPage />;
}
