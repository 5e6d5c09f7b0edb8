import { PlannedPage } from '@/pages/planned-page';

export default function DashboardKnowledgePage() {
  return <PlannedPage />;
}
