import { PlannedPage } from '@/pages/planned-page';

export default function WidgetsPage() {
  return <PlannedPage />;
}
