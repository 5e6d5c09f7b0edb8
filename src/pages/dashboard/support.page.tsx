import { PlannedPage } from '@/pages/planned-page';

export default function DashboardSupportPage() {
  return <PlannedPage />;
}
