import { PlannedPage } from '@/pages/planned-page';

export default function DashboardEcommercePage() {
  return <PlannedPage />;
}
