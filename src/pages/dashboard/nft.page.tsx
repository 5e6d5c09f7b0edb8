import { PlannedPage } from '@/pages/planned-page';

export default function DashboardNftPage() {
  return <PlannedPage />;
}
