import { PlannedPage } from '@/pages/planned-page';

export default function JobsSearchCandidatesPage() {
  return <PlannedPage />;
}
