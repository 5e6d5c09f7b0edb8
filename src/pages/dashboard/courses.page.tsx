import { PlannedPage } from '@/pages/planned-page';

export default function DashboardCoursesPage() {
  return <PlannedPage />;
}
