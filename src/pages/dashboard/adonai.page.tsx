import { PlannedPage } from '@/pages/planned-page';

export default function DashboardAdonaiPage() {
  return <PlannedPage />;
}
