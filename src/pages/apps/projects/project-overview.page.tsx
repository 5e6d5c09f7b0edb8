import { PlannedPage } from '@/pages/planned-page';

export default function ProjectsProjectOverviewPage() {
  return <PlannedPage />;
}
