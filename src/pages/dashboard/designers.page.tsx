import { PlannedPage } from '@/pages/planned-page';

export default function DashboardDesignersPage() {
  return <PlannedPage />;
}
