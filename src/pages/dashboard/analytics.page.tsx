import { PlannedPage } from '@/pages/planned-page';

export default function DashboardAnalyticsPage() {
  return <PlannedPage />;
}
