import { PlannedPage } from '@/pages/planned-page';

export default function JobsJobPostPage() {
  return <PlannedPage />;
}
