import { PlannedPage } from '@/pages/planned-page';

export default function SignUpCoverPage() {
  return <PlannedPage />;
}
