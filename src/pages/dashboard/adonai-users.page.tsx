import { PlannedPage } from '@/pages/planned-page';

export default function DashboardAdonaiUsersPage() {
  return <PlannedPage />;
}
