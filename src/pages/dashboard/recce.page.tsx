import { PlannedPage } from '@/pages/planned-page';

export default function DashboardReccePage() {
  return <PlannedPage />;
}
