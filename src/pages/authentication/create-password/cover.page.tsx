import { PlannedPage } from '@/pages/planned-page';

export default function CreatePasswordCoverPage() {
  return <PlannedPage />;
}
