import { PlannedPage } from '@/pages/planned-page';

export default function DashboardCryptoPage() {
  return <PlannedPage />;
}
