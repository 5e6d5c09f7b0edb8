import { PlannedPage } from '@/pages/planned-page';

export default function UtilitiesBordersPage() {
  return <PlannedPage />;
}
