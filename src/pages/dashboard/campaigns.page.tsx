import { PlannedPage } from '@/pages/planned-page';

export default function DashboardCampaignsPage() {
  return <PlannedPage />;
}
