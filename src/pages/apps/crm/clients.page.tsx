import { PlannedPage } from '@/pages/planned-page';

export default function CrmClientsPage() {
  return <PlannedPage />;
}
