import { PlannedPage } from '@/pages/planned-page';

export default function DashboardProcessPanelPage() {
  return <PlannedPage />;
}
