import { PlannedPage } from '@/pages/planned-page';

export default function ProjectsCreateProjectPage() {
  return <PlannedPage />;
}
