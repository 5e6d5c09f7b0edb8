import { PlannedPage } from '@/pages/planned-page';

export default function AuthenticationUnderMaintanacePage() {
  return <PlannedPage />;
}
