import { PlannedPage } from '@/pages/planned-page';

export default function DashboardPersonalPage() {
  return <PlannedPage />;
}
