import { PlannedPage } from '@/pages/planned-page';

export default function CrmLeadsPage() {
  return <PlannedPage />;
}
