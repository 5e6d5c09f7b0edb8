import { PlannedPage } from '@/pages/planned-page';

export default function DashboardEdgebandPage() {
  return <PlannedPage />;
}
