import { PlannedPage } from '@/pages/planned-page';

export default function DashboardUsersPage() {
  return <PlannedPage />;
}
