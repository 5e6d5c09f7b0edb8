import { PlannedPage } from '@/pages/planned-page';

export default function DashboardOrderDetailsPage() {
  return <PlannedPage />;
}
