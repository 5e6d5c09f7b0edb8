import { PlannedPage } from '@/pages/planned-page';

export default function DashboardBoqPage() {
  return <PlannedPage />;
}
