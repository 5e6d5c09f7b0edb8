import { PlannedPage } from '@/pages/planned-page';

export default function DashboardTaskPage() {
  return <PlannedPage />;
}
