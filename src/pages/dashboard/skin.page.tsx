import { PlannedPage } from '@/pages/planned-page';

export default function DashboardSkinPage() {
  return <PlannedPage />;
}
