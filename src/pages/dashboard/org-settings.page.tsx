import { PlannedPage } from '@/pages/planned-page';

export default function DashboardOrgSettingsPage() {
  return <PlannedPage />;
}
