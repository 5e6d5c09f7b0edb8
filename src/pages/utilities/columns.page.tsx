import { PlannedPage } from '@/pages/planned-page';

export default function UtilitiesColumnsPage() {
  return <PlannedPage />;
}
