import { PlannedPage } from '@/pages/planned-page';

export default function DashboardDesignPage() {
  return <PlannedPage />;
}
