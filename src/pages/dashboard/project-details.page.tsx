import { PlannedPage } from '@/pages/planned-page';

export default function DashboardProjectDetailsPage() {
  return <PlannedPage />;
}
