import { PlannedPage } from '@/pages/planned-page';

export default function DashboardBomPage() {
  return <PlannedPage />;
}
