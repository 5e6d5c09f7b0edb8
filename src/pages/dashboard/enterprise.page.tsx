import { PlannedPage } from '@/pages/planned-page';

export default function DashboardEnterprisePage() {
  return <PlannedPage />;
}
