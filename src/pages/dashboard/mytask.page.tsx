import { PlannedPage } from '@/pages/planned-page';

export default function DashboardMytaskPage() {
  return <PlannedPage />;
}
