import { PlannedPage } from '@/pages/planned-page';

export default function UnauthorizedPage() {
  return <PlannedPage />;
}
