import { PlannedPage } from '@/pages/planned-page';

export default function DashboardSettingsPage() {
  return <PlannedPage />;
}
