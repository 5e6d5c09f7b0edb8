import { PlannedPage } from '@/pages/planned-page';

export default function DashboardCrm2Page() {
  return <PlannedPage />;
}
