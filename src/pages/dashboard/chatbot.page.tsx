import { PlannedPage } from '@/pages/planned-page';

export default function DashboardChatbotPage() {
  return <PlannedPage />;
}
