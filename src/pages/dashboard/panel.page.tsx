import { PlannedPage } from '@/pages/planned-page';

export default function DashboardPanelPage() {
  return <PlannedPage />;
}
