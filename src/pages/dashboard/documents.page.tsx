import { PlannedPage } from '@/pages/planned-page';

export default function DashboardDocumentsPage() {
  return <PlannedPage />;
}
