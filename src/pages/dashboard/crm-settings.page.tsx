import { PlannedPage } from '@/pages/planned-page';

export default function DashboardCrmSettingsPage() {
  return <PlannedPage />;
}
