import { PlannedPage } from '@/pages/planned-page';

export default function ProjectsProjectsListPage() {
  return <PlannedPage />;
}
