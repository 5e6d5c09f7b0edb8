import { PlannedPage } from '@/pages/planned-page';

export default function SignUpBasicPage() {
  return <PlannedPage />;
}
